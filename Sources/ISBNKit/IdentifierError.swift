import ShelfScanErrors

/// Why a text is not a valid barcode number or ISBN, and which text it was.
///
/// Every case carries the input exactly as it was given, so the message can quote what the user
/// typed or what the scanner read.
///
/// ```swift
/// do {
///     _ = try ISBN(parsing: "978-0-306-40615-8")
/// } catch {
///     print(error)   // 978-0-306-40615-8: check digit should be 7
/// }
/// ```
public enum IdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but whitespace, hyphens or a label was given.
    case empty(input: String)
    /// The input has `length` digits; only the lengths in `expected` are allowed.
    case wrongLength(input: String, length: Int, expected: [Int])
    /// `character` at `position` (1-based, counted in the input's characters) is not allowed there.
    case invalidCharacter(input: String, character: Character, position: Int)
    /// The check digit does not match the other digits.
    case wrongCheckDigit(input: String, found: Character, expected: Character)
    /// A valid EAN-13 that does not start with 978 or 979, so it is not a book.
    case notBookland(input: String)
    /// A valid EAN-13 starting with 979-0, the prefix of printed music (ISMN).
    case ismn(input: String)
    /// An ISBN-13 starting with 979, which has no ISBN-10 form.
    case noISBN10(input: String)
    /// A UPC-E whose first digit (the number system) is not 0 or 1.
    case invalidUPCENumberSystem(input: String, digit: Character)
    /// A valid EAN-13 read as an ISSN that does not start with 977, the prefix of serials.
    case notISSN(input: String)
    /// A valid EAN-13 read as an ISMN that does not start with 979-0, the prefix of printed music.
    case notISMN(input: String)

    /// The text the error is about, as it was given.
    public var input: String {
        switch self {
        case let .empty(input), let .wrongLength(input, _, _), let .invalidCharacter(input, _, _),
             let .wrongCheckDigit(input, _, _), let .notBookland(input), let .ismn(input),
             let .noISBN10(input), let .invalidUPCENumberSystem(input, _), let .notISSN(input),
             let .notISMN(input):
            return input
        }
    }

    /// The input followed by what is wrong, e.g. `9780306406158: check digit should be 7`.
    public var description: String {
        if case .empty(input: "") = self { return "empty input" }
        return "\(input): \(reason)"
    }

    /// What is wrong, without the input, e.g. `check digit should be 7`.
    public var reason: String {
        switch self {
        case .empty:
            return "no digits"
        case let .wrongLength(_, length, expected):
            return "\(length) \(length == 1 ? "digit" : "digits"), expected \(Self.alternatives(expected))"
        case let .invalidCharacter(_, character, position):
            return "character '\(character)' at position \(position) is not a digit"
        case let .wrongCheckDigit(_, _, expected):
            return "check digit should be \(expected)"
        case .notBookland:
            return "not an ISBN (an ISBN-13 starts with 978 or 979)"
        case .ismn:
            return "979-0 is an ISMN (printed music), not an ISBN"
        case .noISBN10:
            return "an ISBN starting with 979 has no ISBN-10 form"
        case let .invalidUPCENumberSystem(_, digit):
            return "UPC-E number system \(digit) is not 0 or 1"
        case .notISSN:
            return "not an ISSN (an ISSN barcode starts with 977)"
        case .notISMN:
            return "not an ISMN (an ISMN-13 starts with 979-0)"
        }
    }

    /// `[13]` → `"13"`, `[10, 13]` → `"10 or 13"`, `[6, 7, 8]` → `"6, 7 or 8"`.
    private static func alternatives(_ lengths: [Int]) -> String {
        let words = lengths.map(String.init)
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension IdentifierError: ShelfScanError {
    /// `isbn.` and what went wrong, e.g. `isbn.empty`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .empty: return "isbn.empty"
        case .wrongLength: return "isbn.wrongLength"
        case .invalidCharacter: return "isbn.invalidCharacter"
        case .wrongCheckDigit: return "isbn.wrongCheckDigit"
        case .notBookland: return "isbn.notBookland"
        case .ismn: return "isbn.ismn"
        case .noISBN10: return "isbn.noISBN10"
        case .invalidUPCENumberSystem: return "isbn.invalidUPCENumberSystem"
        case .notISSN: return "isbn.notISSN"
        case .notISMN: return "isbn.notISMN"
        }
    }
}
