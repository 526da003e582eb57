import CatalogKit
import LendingKit

/// One book whose owed lookup `LendingDesk.completeLookups(of:with:)` asked again: the book as it
/// now is, and what the lookup found.
///
/// ```swift
/// for done in try await desk.completeLookups(of: alice, with: lookup) {
///     print(done.book.title, done.stillOwed ? "still owed" : "complete")
/// }
/// ```
public struct CompletedLookup: Sendable {
    /// The book after its gaps were filled.
    public var book: Book
    /// What the lookup found, and which sources failed.
    public var lookup: CatalogLookupResult
    /// Whether a lookup is still owed (offline, or a source failed again).
    public var stillOwed: Bool

    /// A result of the given parts.
    public init(book: Book, lookup: CatalogLookupResult, stillOwed: Bool) {
        self.book = book
        self.lookup = lookup
        self.stillOwed = stillOwed
    }
}
