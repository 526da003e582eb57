/// A member's PIN: 4 to 12 ASCII digits, surrounding spaces ignored.
///
/// The digits never leave the value in text: `description`, `debugDescription` and `dump` show
/// `PIN(****)`, so a PIN that ends up in a log line, an error or a failed test's output is not
/// disclosed. Only `PINHashing` reads the digits.
///
/// ```swift
/// let pin = try PIN("4711")
/// print(pin)          // PIN(****)
/// try PIN("47a1")     // throws .invalidPIN(reason: "use the digits 0 to 9 only")
/// ```
public struct PIN: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The shortest PIN accepted.
    public static let minimumLength = 4
    /// The longest PIN accepted.
    public static let maximumLength = 12

    /// The digits, for hashing only.
    let digits: String

    /// The PIN `text` spells; `.invalidPIN` saying what is wrong, never repeating the text.
    public init(_ text: String) throws(CirculationError) {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { throw .invalidPIN(reason: "it is empty: give 4 to 12 digits") }
        guard trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw .invalidPIN(reason: "use the digits 0 to 9 only")
        }
        let count = trimmed.utf8.count
        guard count >= Self.minimumLength else {
            throw .invalidPIN(reason: "it has \(count) digits, at least \(Self.minimumLength) are needed")
        }
        guard count <= Self.maximumLength else {
            throw .invalidPIN(reason: "it has \(count) digits, at most \(Self.maximumLength) are allowed")
        }
        digits = trimmed
    }

    /// `PIN(****)`, whatever the digits.
    public var description: String { "PIN(****)" }

    /// `PIN(****)`, as `description`.
    public var debugDescription: String { description }

    /// No children, so that `dump` and debuggers show no digits either.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
