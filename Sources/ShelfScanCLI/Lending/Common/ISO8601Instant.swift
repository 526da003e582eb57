import Foundation

/// Reads ISO 8601 instants as `SHELFSCAN_NOW` gives them: date, time and zone, with or without
/// fractional seconds (`2026-11-24T09:30:00Z`, `2026-11-24T10:30:00.250+01:00`).
enum ISO8601Instant {
    /// The instant `text` names, or `nil` when it is not one.
    static func date(from text: String) -> Date? {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
