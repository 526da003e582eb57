import Foundation

extension Date {
    /// The date in UTC as `format` (a `DateFormatter` pattern) spells it, in the POSIX locale, so
    /// the same instant reads the same on every machine.
    ///
    /// ```swift
    /// date.utcText("yyyy-MM-dd HH:mm 'UTC'")   // "2026-11-25 14:05 UTC"
    /// ```
    public func utcText(_ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = format
        return formatter.string(from: self)
    }

    /// `2026-11-25 14:05 UTC`: when a lock ends, when a receipt was made.
    public var utcMinute: String { utcText("yyyy-MM-dd HH:mm 'UTC'") }
}
