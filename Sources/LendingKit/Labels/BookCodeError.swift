import ISBNKit
import ShelfScanErrors

/// Why a number is not a book's code, naming it.
///
/// ```swift
/// try BookCode(parsing: "9780306406158")   // throws .invalid: check digit should be 7
/// try BookCode(parsing: "4006381333931")   // throws .notABookCode("4006381333931", kind: "GTIN")
/// try BookLabel(parsing: "9780306406157")  // throws .notALabel("9780306406157")
/// ```
public enum BookCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a valid number: wrong length, characters or check digit.
    case invalid(IdentifierError)
    /// A valid number of another kind than ISBN or label (`kind` as `BarcodeNumber.kindName` says,
    /// e.g. `GTIN`).
    case notABookCode(String, kind: String)
    /// A valid number, but not a label where only a label will do.
    case notALabel(String)
    /// A label where only an ISBN will do: a new book is added by its ISBN, or labelled when added.
    case notAnISBN(String)

    /// A sentence starting with the number.
    public var description: String {
        switch self {
        case let .invalid(error):
            return error.description
        case let .notABookCode(text, kind):
            // The kinds left here are GTIN, UPC-A, ISMN and ISSN: the last two read "an".
            let article = kind.hasPrefix("I") ? "an" : "a"
            return "\(text): \(article) \(kind), not an ISBN or a ShelfScan label (an EAN-13 starting with 20 to 29)"
        case let .notALabel(text):
            return "\(text): not a ShelfScan label (an EAN-13 starting with 20 to 29)"
        case let .notAnISBN(text):
            return "\(text): a ShelfScan label, not an ISBN: a book without an ISBN is added without a barcode and labelled"
        }
    }
}

extension BookCodeError: ShelfScanError {
    /// `bookCode.` and what went wrong, e.g. `bookCode.invalid`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalid: return "bookCode.invalid"
        case .notABookCode: return "bookCode.notABookCode"
        case .notALabel: return "bookCode.notALabel"
        case .notAnISBN: return "bookCode.notAnISBN"
        }
    }
}
