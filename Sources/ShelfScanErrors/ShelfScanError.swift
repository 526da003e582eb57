import Foundation

/// What every error ShelfScan throws offers beside its sentence: a stable code a service maps to
/// its own answers (an HTTP status, a SIP2 refusal), and the value the error is about.
///
/// The sentence (`description`, also `localizedDescription`) is for people and may be reworded; the
/// code is for programs and never changes meaning: `area.what`, such as `lending.bookNotFound` or
/// `image.truncated`. An error that wraps another (a desk error about the store) has the code of
/// the one it wraps.
///
/// ```swift
/// do {
///     let user = try await store.user(named: "carol")
/// } catch let error as any ShelfScanError {
///     print(error.code, error.offendingValue ?? "-", error.localizedDescription)
///     // lending.userNotFound carol no such user: carol
/// }
/// ```
public protocol ShelfScanError: LocalizedError, CustomStringConvertible, Sendable {
    /// What went wrong, as a stable `area.what` name.
    var code: String { get }
    /// The input the error is about as it was given (a path, an ISBN, a username, an id), when
    /// the error is about one.
    var offendingValue: String? { get }
}

extension ShelfScanError {
    /// The sentence, so that `localizedDescription` says what `description` says.
    public var errorDescription: String? { description }

    /// The first value the error's case carries, when it is a text or a number (`bob` for
    /// `.userNotFound("bob")`, `7` for `.bookNotFound(7)`), or the value of the error it wraps;
    /// types whose errors are about something else say so themselves.
    public var offendingValue: String? { Self.firstPlainValue(in: self) }

    /// The first text or number `value` carries, looking into an enum case's payload (a tuple when
    /// it has several values) and into a wrapped `ShelfScanError`.
    private static func firstPlainValue(in value: Any) -> String? {
        guard let first = Mirror(reflecting: value).children.first?.value else { return nil }
        switch first {
        case let wrapped as any ShelfScanError: return wrapped.offendingValue
        case let text as String: return text
        case let number as any BinaryInteger: return "\(number)"
        default:
            let payload = Mirror(reflecting: first)
            return payload.displayStyle == .tuple ? firstPlainValue(in: first) : nil
        }
    }
}
