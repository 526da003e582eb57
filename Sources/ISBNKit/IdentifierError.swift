/// What is wrong with a number typed, printed or scanned as an ISBN or GTIN.
///
/// Every case carries the input as given, so the message can name it:
///
/// ```swift
/// do { _ = try ISBN(parsing: "9780306406158") } catch { print(error) }
/// // 9780306406158: check digit should be 7
/// ```
public enum IdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but spaces, hyphens or a label was given.
    case empty(input: String)
    /// The number has `length` digits; `expected` lists the lengths that would do.
    case wrongLength(input: String, length: Int, expected: [Int])
    /// `character` at 1-based `position` of the input is not allowed there.
    case invalidCharacter(input: String, character: Character, position: Int)
    /// The last digit is `found` but the others call for `expected`.
    case wrongCheckDigit(input: String, found: Character, expected: Character)
    /// A valid EAN-13 outside the Bookland prefixes 978 and 979.
    case notBookland(input: String)
    /// A 979-0 number: an ISMN (printed music), not an ISBN.
    case ismn(input: String)
    /// A 979 ISBN, which has no ISBN-10 form.
    case noISBN10(input: String)
    /// A UPC-E whose number system digit is not 0 or 1.
    case invalidUPCENumberSystem(input: String, digit: Character)

    /// The input the error is about.
    public var input: String {
        switch self {
        case let .empty(input), let .wrongLength(input, _, _), let .invalidCharacter(input, _, _),
             let .wrongCheckDigit(input, _, _), let .notBookland(input), let .ismn(input),
             let .noISBN10(input), let .invalidUPCENumberSystem(input, _):
            return input
        }
    }

    /// `input: what is wrong`.
    public var description: String {
        let name = input.isEmpty ? "(empty)" : input
        switch self {
        case .empty:
            return "\(name): no digits"
        case let .wrongLength(_, length, expected):
            return "\(name): \(length) digit\(length == 1 ? "" : "s"), expected \(Self.list(expected))"
        case let .invalidCharacter(_, character, position):
            return "\(name): character '\(character)' at position \(position) is not allowed"
        case let .wrongCheckDigit(_, _, expected):
            return "\(name): check digit should be \(expected)"
        case .notBookland:
            return "\(name): not an ISBN (a book EAN-13 starts with 978 or 979)"
        case .ismn:
            return "\(name): 979-0 is an ISMN (printed music), not an ISBN"
        case .noISBN10:
            return "\(name): ISBNs starting with 979 have no ISBN-10"
        case let .invalidUPCENumberSystem(_, digit):
            return "\(name): UPC-E number system must be 0 or 1, not \(digit)"
        }
    }

    private static func list(_ lengths: [Int]) -> String {
        let words = lengths.map(String.init)
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}
