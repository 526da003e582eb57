/// A book `shelfscan catalog refresh --json` looked up again: the book now, which sources
/// answered, which failed and why, and whether its lookup is still owed.
///
/// ```swift
/// let record = CompletedLookupRecord(done)
/// // {"answered":["Open Library"],"book":{…},"failures":[],"stillOwed":false}
/// ```
public struct CompletedLookupRecord: Codable, Sendable, Equatable {
    /// The book after its gaps were filled.
    public var book: BookRecord
    /// The sources that had it.
    public var answered: [String]
    /// Each source that failed, with its error.
    public var failures: [String]
    /// Whether its lookup is still owed.
    public var stillOwed: Bool

    /// The record of `done`.
    public init(_ done: CompletedLookup) {
        book = BookRecord(done.book)
        answered = done.lookup.answered.map(\.description)
        failures = done.lookup.failures.map(\.description)
        stillOwed = done.stillOwed
    }
}
