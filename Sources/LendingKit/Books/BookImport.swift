/// One book of a batch import: whose it is and its fields.
///
/// ```swift
/// try db.importBooks(drafts.map { BookImport(owner: alice, draft: $0) })
/// ```
public struct BookImport: Sendable, Equatable {
    /// The owner; must be a user of the same database.
    public let owner: User
    /// The checked fields.
    public let draft: BookDraft

    /// A book for `owner` with the fields of `draft`.
    public init(owner: User, draft: BookDraft) {
        self.owner = owner
        self.draft = draft
    }
}
