import Foundation

/// Reads a `Retry-After` header: a number of seconds, or an HTTP date (the current form and the
/// two obsolete ones RFC 9110 still asks clients to accept).
///
/// ```swift
/// RetryAfter.delay("2", now: now)                                // 2 s
/// RetryAfter.delay("Sun, 06 Nov 1994 08:49:37 GMT", now: now)   // the time left until then, 0 if past
/// ```
enum RetryAfter {
    private static let dateFormats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]

    /// The wait the header asks for; `nil` when it says neither a number nor a date.
    static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text) {
            return seconds >= 0 ? .seconds(seconds) : nil
        }
        guard let date = self.date(text) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }

    private static func date(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in dateFormats {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
