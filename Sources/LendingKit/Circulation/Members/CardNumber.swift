/// A library card number, as printed on the card and typed at the desk or a self-service station.
///
/// Trimmed and upper-cased, so ` lc-0042 ` and `LC-0042` are one card: 1 to 32 ASCII letters,
/// digits or `-`, which any keypad or barcode on a card can give. The one rule for every card
/// number: a library's membership card (`AppDatabase.addMember`) and the card a user gives on
/// their profile (`UserProfile`, `ProfileChanges`) alike.
///
/// ```swift
/// try CardNumber(parsing: " lc-0042 ").text   // "LC-0042"
/// try CardNumber(parsing: "LC 42")            // throws .invalidCardNumber("LC 42")
/// ```
public struct CardNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number, upper case.
    public let text: String

    /// The card number `text` spells; `.invalidCardNumber` naming `text` for anything else.
    public init(parsing text: String) throws(CirculationError) {
        let trimmed = text.trimmed
        // Checked before upper-casing: `uppercased()` turns some non-ASCII letters (the ligature
        // "ﬀ") into ASCII ones, which would let them through.
        guard (1...32).contains(trimmed.utf8.count), trimmed.utf8.allSatisfy(Self.isAllowed) else {
            throw .invalidCardNumber(text)
        }
        self.text = trimmed.uppercased()
    }

    /// The card number of a profile: `nil` for `nil` or a blank text (no card, or the card
    /// removed), else the number `text` spells, or `.invalidCardNumber` naming `text`.
    static func optional(_ text: String?) throws(LendingError) -> CardNumber? {
        guard let text, !text.trimmed.isEmpty else { return nil }
        do {
            return try CardNumber(parsing: text)
        } catch {
            throw .circulation(error)
        }
    }

    /// The number.
    public var description: String { text }

    /// Orders by the number's text.
    public static func < (lhs: CardNumber, rhs: CardNumber) -> Bool { lhs.text < rhs.text }

    /// ASCII letters, digits and `-`.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
