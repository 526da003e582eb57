/// What one of several hold operations asked at once did: the hold as it stands after, or why
/// not. Each is its own transaction, so one refusal leaves the others done.
///
/// ```swift
/// for outcome in db.placeHolds(onBooks: [10, 11, 12], by: carol) {
///     print(outcome.id, (try? outcome.result.get())?.position ?? 0)
/// }
/// ```
public struct HoldOutcome: Sendable, Equatable {
    /// The id asked about: the book's for a hold placed, the hold's for a hold cancelled.
    public let id: Int64
    /// The hold after the operation, or the error that refused it (nothing changed for that id).
    public let result: Result<HoldEntry, LendingError>

    /// The outcome `result` for `id`.
    public init(id: Int64, result: Result<HoldEntry, LendingError>) {
        self.id = id
        self.result = result
    }
}
