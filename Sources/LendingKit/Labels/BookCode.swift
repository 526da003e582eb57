import ISBNKit

/// The number a scan reads off a book, or a person types for it: its ISBN, or its ShelfScan label.
///
/// Both are EAN-13s of ranges that never meet (978/979 and 20–29), so one barcode is never both.
///
/// ```swift
/// try BookCode(parsing: "0-306-40615-2")     // .isbn(9780306406157)
/// try BookCode(parsing: "2900000000018")     // .label(2900000000018)
/// BookCode(gtin13: "4006381333931")          // nil: a product, not a book
/// ```
public enum BookCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The book's ISBN.
    case isbn(ISBN)
    /// A ShelfScan label stuck on the book.
    case label(BookLabel)

    /// The code of a scanned EAN-13's digits, or `nil` when they are neither an ISBN nor a label.
    public init?(gtin13 digits: String) {
        switch try? BarcodeNumber(gtin13: digits) {
        case let .isbn(isbn): self = .isbn(isbn)
        case let .restrictedCirculation(checked): self = .label(BookLabel(uncheckedDigits: checked))
        default: return nil
        }
    }

    /// The code a person typed: an ISBN-10 or ISBN-13 (hyphens and spaces allowed), or a label's
    /// 13 digits.
    ///
    /// - Throws: `.invalid` naming what is wrong with the number, `.notABookCode` for a number that
    ///   is valid but neither an ISBN nor a label.
    public init(parsing text: String) throws(BookCodeError) {
        let number: BarcodeNumber
        do {
            number = try BarcodeNumber(parsing: text)
        } catch {
            throw .invalid(error)
        }
        switch number {
        case let .isbn(isbn): self = .isbn(isbn)
        case let .restrictedCirculation(digits): self = .label(BookLabel(uncheckedDigits: digits))
        default: throw .notABookCode(text, kind: number.kindName)
        }
    }

    /// The 13 digits.
    public var digits: String {
        switch self {
        case let .isbn(isbn): return isbn.isbn13
        case let .label(label): return label.digits
        }
    }

    /// The ISBN, when the code is one.
    public var isbn: ISBN? {
        if case let .isbn(isbn) = self { return isbn }
        return nil
    }

    /// The label, when the code is one.
    public var label: BookLabel? {
        if case let .label(label) = self { return label }
        return nil
    }

    /// `ISBN 9780306406157` or `label 2900000000018`.
    public var description: String {
        switch self {
        case let .isbn(isbn): return "ISBN \(isbn.isbn13)"
        case let .label(label): return "label \(label.digits)"
        }
    }

    /// Orders by digits: ISBNs (978, 979) after labels (20–29).
    public static func < (lhs: BookCode, rhs: BookCode) -> Bool { lhs.digits < rhs.digits }
}
