/// A day of the week, as the closed weekdays of a lending policy name them.
///
/// ```swift
/// try Weekday(parsing: "sat")   // .saturday
/// Weekday.saturday.abbreviation // "sat"
/// ```
public enum Weekday: Int, Sendable, CaseIterable, Codable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// `mon`, `tue`, … `sun`.
    public var abbreviation: String {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue]
    }

    /// The weekday named by its English name or its first three letters, in any letter case;
    /// `.invalidWeekday` otherwise.
    public init(parsing text: String) throws(CirculationError) {
        let word = text.lowercased()
        guard word.count >= 3,
              let day = Weekday.allCases.first(where: { "\($0)".hasPrefix(word) && word.hasPrefix($0.abbreviation) })
        else { throw .invalidWeekday(text) }
        self = day
    }

    /// Orders Monday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The set as a bit mask, Monday the lowest bit: how a policy stores it.
    static func mask(_ days: Set<Weekday>) -> Int {
        days.reduce(0) { $0 | 1 << $1.rawValue }
    }

    /// The days of a bit mask made by `mask(_:)`.
    static func days(inMask mask: Int) -> Set<Weekday> {
        Set(allCases.filter { mask & 1 << $0.rawValue != 0 })
    }
}
