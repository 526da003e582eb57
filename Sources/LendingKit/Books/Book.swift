import Foundation
import GRDB
import ISBNKit

/// One physical copy of a book, owned by one user; an owner may have several copies of one ISBN.
///
/// A scan finds a book by its ISBN or by its ShelfScan label; every book has one or the other, or
/// both (a labelled copy).
///
/// ```swift
/// let book = try db.addBook(BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"]), by: alice)
/// book.status         // .available
/// book.isbn?.isbn13   // "9780441172719"
/// book.label          // nil until one is printed for it
/// ```
public struct Book: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "book"

    /// The row id; the "book id" users name when an ISBN is ambiguous.
    public let id: Int64
    /// The current owner (changes when a gift is handed over).
    public let ownerID: Int64
    /// The book's ISBN, stored as its 13 digits; `nil` for a book without one.
    public let isbn: ISBN?
    /// The ShelfScan label stuck on it, if one was issued.
    public let label: BookLabel?
    /// The title, never empty.
    public let title: String
    /// One or more authors, none empty.
    public let authors: [String]
    /// Subjects the owner gave (genres, topics), possibly none; used for recommendations.
    public let subjects: [String]
    /// The owner's description, `nil` when never set.
    public let description: String?
    /// Whether the owner gives the book away instead of lending it.
    public let isGift: Bool
    /// Whether the book is for reading at the owner's only, never lent (a library's reference book).
    public let isReference: Bool
    /// Derived from the book's requests and loans, updated in the same transaction as they are.
    public let status: BookStatus
    /// When the book was added.
    public let createdAt: Date
    /// When the book's fields, owner or status last changed.
    public let updatedAt: Date
    /// When its owner removed it; `nil` for a book not `removed`.
    public let removedAt: Date?

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, ownerID: Int64, isbn: ISBN?, label: BookLabel?, title: String, authors: [String],
                subjects: [String], description: String?, isGift: Bool, isReference: Bool, status: BookStatus,
                createdAt: Date, updatedAt: Date, removedAt: Date?) {
        self.id = id
        self.ownerID = ownerID
        self.isbn = isbn
        self.label = label
        self.title = title
        self.authors = authors
        self.subjects = subjects
        self.description = description
        self.isGift = isGift
        self.isReference = isReference
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.removedAt = removedAt
    }

    /// The codes a scan can name it by: its label first (it names this copy alone), then its ISBN.
    public var codes: [BookCode] {
        [label.map(BookCode.label), isbn.map(BookCode.isbn)].compactMap { $0 }
    }
}
