import ISBNKit
import LendingKit

/// The desk: adds books and confirms handovers and returns by a photo, upload or frame of the
/// book's barcode (its ISBN, or the ShelfScan label stuck on it), or by the number typed when the
/// barcode will not read.
///
/// A scan is an input, an action and the acting user. The desk only turns the input into codes;
/// LendingKit decides, in the scan's one write transaction, which waiting scan it is and records
/// it. An input without a code, a code with nothing waiting, or one that could mean several books
/// (then the caller names the book id) is an error and changes nothing.
///
/// Every operation has an `async` form of the same name for services: images are decoded and
/// scanned on `WorkerThreads` and the store is written on GRDB's queues, so the caller's task
/// suspends instead of blocking Swift's cooperative pool.
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
    /// Reads ISBNs and labels from photos, uploads, frames and typed text.
    public let reader: BookCodeReader

    /// A desk on `database`, reading images with `reader`.
    public init(database: AppDatabase, reader: BookCodeReader = BookCodeReader()) {
        self.database = database
        self.reader = reader
    }

    /// Adds a book owned by `owner` whose ISBN is read from `source`; the caller gives the rest.
    /// (A book without an ISBN is added by `AppDatabase.addBook(_:by:)` with a draft without one,
    /// and given a label.)
    ///
    /// An image must show exactly one ISBN. A photo file or upload is kept as the book's first
    /// photo, in the same transaction: when the photo is refused (not a JPEG, PNG or WebP, or over
    /// the limits), no book is added. Camera frames are not kept.
    ///
    /// ```swift
    /// try desk.addBook(from: .photo(path: "dune.jpg"), title: "Dune", authors: ["Frank Herbert"], by: alice)
    /// ```
    @discardableResult
    public func addBook(from source: BookCodeSource, title: String, authors: [String], description: String? = nil,
                        subjects: [String] = [], isGift: Bool = false, by owner: User) throws(DeskError) -> AddedBook {
        let reading = try reader.read(source, for: .adding)
        let draft = try Self.draft(reading, source: source, title: title, authors: authors, description: description,
                                   subjects: subjects, isGift: isGift)
        let added = try Self.lending { () throws(LendingError) in
            try database.addBook(draft, photos: reading.photo.map { [$0] } ?? [], by: owner)
        }
        return AddedBook(book: added.book, source: source, photo: added.photos.first)
    }

    /// The owner's handover scan: the first or second of the two that start a loan (or give a gift).
    @discardableResult
    public func handOver(_ source: BookCodeSource, by owner: User, bookID: Int64? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .handOver, by: owner, bookID: bookID)
    }

    /// The borrower's handover scan, or the owner's return scan: whichever waits for `user`.
    @discardableResult
    public func receive(_ source: BookCodeSource, by user: User, bookID: Int64? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .receive, by: user, bookID: bookID)
    }

    /// The borrower's return scan, with an optional comment on the book for its later readers.
    @discardableResult
    public func handBack(_ source: BookCodeSource, by borrower: User, bookID: Int64? = nil,
                         comment: String? = nil) throws(DeskError) -> DeskScan {
        try scan(source, action: .handBack, by: borrower, bookID: bookID, comment: comment)
    }

    /// Reads the code from `source` and has LendingKit make `user`'s scan for `action`: one write
    /// transaction, with no read of the store before it.
    ///
    /// A label names the one copy it is stuck on, so when an image shows a label of a book beside
    /// its ISBN, LendingKit takes the label (`ScanTarget.shown`). `bookID` picks a book when the code
    /// could mean several, and picks the code when an image shows several.
    ///
    /// - Throws: `DeskError`: `.noCode` for the input; `.lending` with `.nothingToScan`,
    ///   `.alreadyScanned`, `.wrongScan`, `.ambiguousScan`, `.severalCodes`, `.unknownLabel`,
    ///   `.bookNotScanned` or `.notAllowed` for what LendingKit found.
    @discardableResult
    public func scan(_ source: BookCodeSource, action: ScanAction, by user: User, bookID: Int64? = nil,
                     comment: String? = nil) throws(DeskError) -> DeskScan {
        let target = try Self.target(of: try reader.read(source), source: source, bookID: bookID)
        let result = try Self.lending { () throws(LendingError) in
            try database.scan(target, action: action, by: user, comment: comment, source: source.namedInput)
        }
        return DeskScan(result, source: source)
    }

    /// What a scan of `reading` is of: the code typed, the codes a picture shows, or the book named by id.
    static func target(of reading: BookCodeReading, source: BookCodeSource, bookID: Int64?) throws(DeskError) -> ScanTarget {
        guard !reading.codes.isEmpty else { throw .noCode(source.label, purpose: .scanning) }
        if let bookID { return .book(bookID, shownCodes: reading.codes) }
        if case .typed = source, let code = reading.codes.first { return .code(code) }
        return .shown(reading.codes)
    }

    /// The new book's draft, with the one ISBN `reading` shows.
    static func draft(_ reading: BookCodeReading, source: BookCodeSource, title: String, authors: [String],
                      description: String?, subjects: [String], isGift: Bool) throws(DeskError) -> BookDraft {
        let isbn = try onlyISBN(reading, source: source)
        return try lending { () throws(LendingError) in
            try BookDraft(isbn: isbn, title: title, authors: authors, description: description, subjects: subjects,
                          isGift: isGift)
        }
    }

    /// The one ISBN `reading` shows, for a new book; `.noCode` or `.severalISBNs` otherwise.
    static func onlyISBN(_ reading: BookCodeReading, source: BookCodeSource) throws(DeskError) -> ISBN {
        let isbns = reading.isbns
        if isbns.isEmpty, case let .typed(text) = source { throw .invalidCode(.notAnISBN(text)) }
        guard let isbn = isbns.first else { throw .noCode(source.label, purpose: .adding) }
        guard isbns.count == 1 else { throw .severalISBNs(isbns, source.label) }
        return isbn
    }

    /// Runs a LendingKit call, wrapping its error.
    static func lending<Value>(_ body: () throws(LendingError) -> Value) throws(DeskError) -> Value {
        do {
            return try body()
        } catch {
            throw .lending(error)
        }
    }

    /// Runs an async LendingKit call, wrapping its error.
    static func lending<Value>(_ body: () async throws(LendingError) -> Value) async throws(DeskError) -> Value {
        do {
            return try await body()
        } catch {
            throw .lending(error)
        }
    }
}
