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

    /// The text the error is about, as it was given.
    public var input: String {
        switch self {
        case let .empty(input), let .wrongLength(input, _, _), let .invalidCharacter(input, _, _),
             let .wrongCheckDigit(input, _, _), let .notBookland(input), let .ismn(input),
             let .noISBN10(input), let .invalidUPCENumberSystem(input, _):
            return input
        }
    }

    /// The input followed by what is wrong, e.g. `9780306406158: check digit should be 7`.
    public var description: String {
        switch self {
        case let .empty(input):
            return input.isEmpty ? "empty input" : "\(input): no digits"
        case let .wrongLength(input, length, expected):
            return "\(input): \(length) \(length == 1 ? "digit" : "digits"), expected \(Self.alternatives(expected))"
        case let .invalidCharacter(input, character, position):
            return "\(input): character '\(character)' at position \(position) is not a digit"
        case let .wrongCheckDigit(input, _, expected):
            return "\(input): check digit should be \(expected)"
        case let .notBookland(input):
            return "\(input): not an ISBN (an ISBN-13 starts with 978 or 979)"
        case let .ismn(input):
            return "\(input): 979-0 is an ISMN (printed music), not an ISBN"
        case let .noISBN10(input):
            return "\(input): an ISBN starting with 979 has no ISBN-10 form"
        case let .invalidUPCENumberSystem(input, digit):
            return "\(input): UPC-E number system \(digit) is not 0 or 1"
        }
    }

    /// `[13]` → `"13"`, `[10, 13]` → `"10 or 13"`, `[6, 7, 8]` → `"6, 7 or 8"`.
    private static func alternatives(_ lengths: [Int]) -> String {
        let words = lengths.map(String.init)
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
