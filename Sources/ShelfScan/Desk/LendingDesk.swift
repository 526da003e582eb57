import ISBNKit
import LendingKit

/// The desk: adds books and confirms handovers and returns by a photo or frame of the book's
/// barcode, or by a typed ISBN when the barcode will not read.
///
/// A scan is an input and the acting user. The desk reads the ISBN, finds the one book waiting for
/// this user's action with that ISBN, and has LendingKit record the scan in one transaction. An
/// input without an ISBN, an ISBN with nothing waiting, or one that could mean several books
/// (then the caller names the book id) is an error and changes nothing.
///
/// ```swift
/// let desk = LendingDesk(database: try AppDatabase.open(atPath: "lending.sqlite"))
/// let added = try desk.addBook(from: .photo(path: "dune.jpg"), title: "Dune", authors: ["Frank Herbert"], by: alice)
/// // ... bob requests it, alice accepts ...
/// try desk.handOver(.photo(path: "dune.jpg"), by: alice)   // .waiting
/// try desk.receive(.photo(path: "dune.jpg"), by: bob)      // .loanStarted
/// ```
public struct LendingDesk: Sendable {
    /// The lending store every operation goes to.
    public let database: AppDatabase
    /// Reads ISBNs from photos, frames and typed text.
    public let reader: ISBNReader

    /// A desk on `database`, reading images with `reader`.
    public init(database: AppDatabase, reader: ISBNReader = ISBNReader()) {
        self.database = database
        self.reader = reader
    }

    /// Adds a book owned by `owner` whose ISBN is read from `source`; the caller gives the rest.
    ///
    /// An image must show exactly one ISBN. A photo file is kept as the book's first photo, in the
    /// same transaction: when the photo is refused (not a JPEG, PNG or WebP, or over the limits),
    /// no book is added. Camera frames are not kept.
    ///
    /// ```swift
    /// try desk.addBook(from: .photo(path: "dune.jpg"), title: "Dune", authors: ["Frank Herbert"], by: alice)
    /// ```
    @discardableResult
    public func addBook(from source: ISBNSource, title: String, authors: [String], description: String? = nil,
                        subjects: [String] = [], isGift: Bool = false, by owner: User) throws(DeskError) -> AddedBook {
        let isbn = try onlyISBN(in: source)
        let uploads = try source.photoPath.map { path throws(DeskError) in [try Self.upload(path)] } ?? []
        let added = try Self.lending { () throws(LendingError) in
            let draft = try BookDraft(isbn: isbn, title: title, authors: authors, description: description,
                                      subjects: subjects, isGift: isGift)
            return try database.addBook(draft, photos: uploads, by: owner)
        }
        return AddedBook(book: added.book, source: source, photo: added.photos.first)
    }

    /// The owner's handover scan: the first or second of the two that start a loan (or give a gift).
    @discardableResult
    public func handOver(_ source: ISBNSource, by owner: User, bookID: Int64? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .handOver, by: owner, bookID: bookID)
    }

    /// The borrower's handover scan, or the owner's return scan: whichever waits for `user`.
    @discardableResult
    public func receive(_ source: ISBNSource, by user: User, bookID: Int64? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .receive, by: user, bookID: bookID)
    }

    /// The borrower's return scan, with an optional comment on the book for its later readers.
    @discardableResult
    public func handBack(_ source: ISBNSource, by borrower: User, bookID: Int64? = nil,
                         comment: String? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .handBack, by: borrower, bookID: bookID, comment: comment)
    }

    /// Reads the ISBN from `source` and makes `user`'s scan for `action` on the one book it means.
    ///
    /// `bookID` picks a book when the ISBN could mean several, and picks the ISBN when an image
    /// shows several.
    ///
    /// - Throws: `DeskError`: `.noISBN`, `.severalISBNs`, `.ambiguous` and `.wrongAction` among
    ///   others; `.lending(.notAllowed)` when `bookID` names a book in other people's handover or loan.
    @discardableResult
    public func scan(_ source: ISBNSource, action: DeskAction, by user: User, bookID: Int64? = nil,
                     comment: String? = nil) throws(DeskError) -> DeskScan {
        let isbn = try readISBN(from: source, bookID: bookID)
        let waiting = try Self.lending { () throws(LendingError) in try database.pendingScans(for: user, isbn: isbn) }
            .filter { bookID == nil || $0.bookID == bookID }
        let fitting = waiting.filter(action.fits)
        guard let pending = fitting.first else {
            if !waiting.isEmpty { throw .wrongAction(action, user: user.username, isbn: isbn, waiting: waiting) }
            throw try refusal(of: action, isbn: isbn, source: source, by: user, bookID: bookID)
        }
        guard fitting.count == 1 else {
            throw .ambiguous(action, isbn: isbn, candidates: fitting, source: source.label)
        }
        // Kind and book id together fix the user's role, so LendingKit makes exactly this scan
        // or, if the book changed hands meanwhile, refuses.
        let outcome = try Self.lending { () throws(LendingError) in
            try database.scan(isbn: isbn, kind: pending.kind, by: user, bookID: pending.bookID, comment: comment)
        }
        return DeskScan(isbn: isbn, source: source, scan: pending, outcome: outcome)
    }
}
