import Foundation
import GRDB

/// A calendar day, `2026-12-25`, without a time or a place: what due dates, closed dates and
/// notice dates are.
///
/// Counted as days since 1970-01-01 so that "three days later" and "how many days overdue" are
/// integer arithmetic; stored as `YYYY-MM-DD` text, which sorts as the days do.
///
/// ```swift
/// let christmas = try LibraryDay(parsing: "2026-12-25")
/// christmas.adding(days: 7).description   // "2027-01-01"
/// christmas.weekday                       // .friday
/// ```
public struct LibraryDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (a Thursday); negative before it.
    public let ordinal: Int

    /// The day `ordinal` days after 1970-01-01.
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day of `year`-`month`-`day` in the proleptic Gregorian calendar, or `nil` when there is
    /// no such day (month 13, February 30th).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        // Days from civil: counts in 400-year eras of 146,097 days, with years starting in March so
        // that the leap day ends the year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        ordinal = era * 146_097 + dayOfEra - 719_468
    }

    /// The day written as `YYYY-MM-DD`; `.invalidDate` for anything else.
    public init(parsing text: String) throws(CirculationError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              let parsed = LibraryDay(year: year, month: month, day: day)
        else { throw .invalidDate(text) }
        self = parsed
    }

    /// The year, month and day.
    public var components: (year: Int, month: Int, day: Int) {
        let shifted = ordinal + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday, index 3 counting from Monday.
        Weekday.allCases[((ordinal + 3) % 7 + 7) % 7]
    }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> LibraryDay {
        LibraryDay(ordinal: ordinal + days)
    }

    /// Days from `self` to `later`: 1 from a day to the next.
    public func days(until later: LibraryDay) -> Int {
        later.ordinal - ordinal
    }

    /// `2026-12-25`.
    public var description: String {
        let (year, month, day) = components
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Orders by date.
    public static func < (lhs: LibraryDay, rhs: LibraryDay) -> Bool { lhs.ordinal < rhs.ordinal }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension LibraryDay: Codable {
    /// Reads `YYYY-MM-DD`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try LibraryDay(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension LibraryDay: DatabaseValueConvertible {
    /// The `YYYY-MM-DD` text.
    public var databaseValue: DatabaseValue { description.databaseValue }

    /// The day a `YYYY-MM-DD` text names, or `nil`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LibraryDay? {
        String.fromDatabaseValue(dbValue).flatMap { try? LibraryDay(parsing: $0) }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
