import Foundation
import ShelfScan

/// The readers of `policy set`'s option values, where `none` clears a setting.
enum PolicyValue {
    /// A whole number, or `nil` for `none`.
    static func count(_ text: String, _ setting: String) throws(CirculationError) -> Int? {
        if isNone(text) { return nil }
        guard let value = Int(text) else {
            throw .invalidPolicy(setting: setting, value: text, allowed: "give a whole number or none")
        }
        return value
    }

    /// An amount in `currency`, or `nil` for `none`.
    static func amount(_ text: String, in currency: Currency) throws(CirculationError) -> Money? {
        isNone(text) ? nil : try Money(parsing: text, in: currency)
    }

    /// Comma-separated weekdays, or none.
    static func weekdays(_ text: String) throws(CirculationError) -> Set<Weekday> {
        if isNone(text) { return [] }
        var days: Set<Weekday> = []
        for name in items(text) { days.insert(try Weekday(parsing: name)) }
        return days
    }

    /// Comma-separated `YYYY-MM-DD` days, or none.
    static func days(_ text: String) throws(CirculationError) -> Set<LibraryDay> {
        if isNone(text) { return [] }
        var days: Set<LibraryDay> = []
        for day in items(text) { days.insert(try LibraryDay(parsing: day)) }
        return days
    }

    /// A time zone by its name, such as `Europe/Berlin` or `UTC`.
    static func timeZone(_ name: String) throws(CirculationError) -> TimeZone {
        guard let zone = TimeZone(identifier: name) else { throw .invalidTimeZone(name) }
        return zone
    }

    private static func isNone(_ text: String) -> Bool {
        text.lowercased() == "none"
    }

    private static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
