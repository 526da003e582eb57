import Foundation
import LendingKit

/// A book as services and `shelfscan --json` print it, with the owner's and borrower's usernames
/// when known. Field names are stable: they are what scripts and clients read. The borrower is
/// named only to those `Disclosure` lets know it; others get `onLoan` without a name.
///
/// ```swift
/// let record = BookRecord(book, owner: "alice", borrower: "bob")
/// // {"authors":["Frank Herbert"],"borrower":"bob","id":7,"isGift":false,"isbn":"9780441172719",...}
/// ```
public struct BookRecord: Codable, Sendable, Equatable {
    /// The book id.
    public var id: Int64
    /// The ISBN-13; `nil` for a book without one.
    public var isbn: String?
    /// The ShelfScan label's 13 digits, when it has one.
    public var label: String?
    /// The title.
    public var title: String
    /// The authors.
    public var authors: [String]
    /// The owner's description, when set.
    public var description: String?
    /// Genres and topics.
    public var subjects: [String]
    /// Whether the owner gives it away.
    public var isGift: Bool
    /// Whether it is a reference book, never lent.
    public var isReference: Bool
    /// `available`, `requested`, `accepted`, `borrowed` or `removed`.
    public var status: String
    /// When its owner removed it, for a `removed` book.
    public var removedAt: Date?
    /// The owner's username, when the list shows it.
    public var owner: String?
    /// Who has it or is about to, when the list shows it and the viewer may know it.
    public var borrower: String?
    /// Whether someone has it or is about to, on a book's page: `true` also when `borrower` is not
    /// named to this viewer.
    public var onLoan: Bool?
    /// Pending requests on it, in the owner's list.
    public var pendingRequests: Int?
    /// The scans of a handover or return under way, in the owner's list.
    public var scans: ScanProgress?
    /// The photo file its ISBN was read from, when it was just added by one.
    public var photo: String?
    /// The id of the photo it keeps from that file.
    public var photoID: Int64?
    /// Its edition details (subtitle, publisher, date, pages, language, their sources, and
    /// whether a lookup is owed), when a lookup gave some or is owed.
    public var edition: BookEdition?
    /// The id of the photo its cover was kept as, when it was just added with one.
    public var coverPhotoID: Int64?
    /// Its photos, on a book page (`BookPage`).
    public var photos: [PhotoRecord]?
    /// Borrowers' comments, on a book page.
    public var comments: [CommentRecord]?
    /// The viewer's open request's status (`pending` or `accepted`), on a book page.
    public var yourRequest: String?
    /// The viewer's hold's status and place in line, on a book page.
    public var yourHold: String?
    /// Its place in line, 1 for the next to get the book.
    public var yourHoldPosition: Int?
    /// When the viewer must bring it back, if they have it and it has a due date.
    public var yourDueDate: String?
    /// The accepted pickup place on a map, for the two parties of the request.
    public var pickupMap: String?
    /// The owner's private note, on the owner's own book page only.
    public var privateNote: String?

    /// The record of a book page, its photos' paths in `database`.
    public init(_ page: BookPage, in database: AppDatabase) {
        self.init(page.book, owner: page.owner, borrower: page.holder?.username, onLoan: page.holder.map { _ in true },
                  edition: page.edition)
        photos = page.photos.map { PhotoRecord($0, in: database) }
        comments = page.comments.map(CommentRecord.init)
        yourRequest = page.viewerRequest?.status.rawValue
        yourHold = page.viewerHold?.hold.status.rawValue
        yourHoldPosition = page.viewerHold?.position
        yourDueDate = page.viewerLoan?.dueDate?.description
        pickupMap = page.pickup?.mapURL
        privateNote = page.privateNote
    }

    /// A record of the book's own fields; what lists and pages add beside them starts out `nil`.
    ///
    /// ```swift
    /// let record = BookRecord(id: 7, isbn: "9780441172719", title: "Dune", authors: ["Frank Herbert"], status: "available")
    /// ```
    public init(id: Int64, isbn: String? = nil, label: String? = nil, title: String, authors: [String],
                description: String? = nil, subjects: [String] = [], isGift: Bool = false, isReference: Bool = false,
                status: String, removedAt: Date? = nil) {
        self.id = id
        self.isbn = isbn
        self.label = label
        self.title = title
        self.authors = authors
        self.description = description
        self.subjects = subjects
        self.isGift = isGift
        self.isReference = isReference
        self.status = status
        self.removedAt = removedAt
    }

    /// The record of `book`, with what the caller knows beside it.
    public init(_ book: Book, owner: String? = nil, borrower: String? = nil, onLoan: Bool? = nil, pendingRequests: Int? = nil,
                scans: ScanProgress? = nil, photo: String? = nil, photoID: Int64? = nil, edition: BookEdition? = nil,
                coverPhotoID: Int64? = nil) {
        self.init(id: book.id, isbn: book.isbn?.isbn13, label: book.label?.digits, title: book.title, authors: book.authors,
                  description: book.description, subjects: book.subjects, isGift: book.isGift, isReference: book.isReference,
                  status: book.status.rawValue, removedAt: book.removedAt)
        self.owner = owner
        self.borrower = borrower
        self.onLoan = onLoan
        self.pendingRequests = pendingRequests
        self.scans = scans
        self.photo = photo
        self.photoID = photoID
        self.edition = edition
        self.coverPhotoID = coverPhotoID
    }

    /// The record of a book just added with catalogue details.
    public init(_ added: CatalogedBook) {
        self.init(added.book.book, photo: added.book.source.photoPath, photoID: added.book.photo?.id,
                  edition: added.edition, coverPhotoID: added.cover?.id)
    }
}
