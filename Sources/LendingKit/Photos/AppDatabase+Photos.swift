import GRDB

extension AppDatabase {
    /// Attaches photos to a book; only its owner may. All or none are attached.
    ///
    /// Each upload is checked by decoding it (JPEG, PNG or WebP, within `photoRules.limits`),
    /// stripped of metadata and thumbnailed before anything is stored; a refused file ends the
    /// operation with `.photoRefused` naming it. A photo the book already has is returned again,
    /// not stored twice; `.tooManyPhotos` when the book would pass `photoRules.photosPerBook`.
    ///
    /// ```swift
    /// let photos = try db.attachPhotos([PhotoUpload(bytes: jpeg, name: "cover.jpg")], toBook: book.id, by: alice)
    /// ```
    @discardableResult
    public func attachPhotos(_ uploads: [PhotoUpload], toBook bookID: Int64,
                             by owner: User) throws(LendingError) -> [Photo] {
        let prepared = try prepare(uploads)
        return try write(by: owner) { tx in try attach(prepared, toBook: bookID, in: tx) }
    }

    /// The `async` form of `attachPhotos(_:toBook:by:)`.
    @discardableResult
    public func attachPhotos(_ uploads: [PhotoUpload], toBook bookID: Int64,
                             by owner: User) async throws(LendingError) -> [Photo] {
        let prepared = try await prepare(uploads)
        return try await write(by: owner) { tx in try attach(prepared, toBook: bookID, in: tx) }
    }

    /// Adds a book with its first photos, and the edition details a catalogue lookup gave, in one
    /// transaction: if a photo or a detail is refused, no book is added.
    ///
    /// ```swift
    /// let added = try db.addBook(draft, photos: [PhotoUpload(bytes: jpeg, name: "dune.jpg")], by: alice)
    /// ```
    @discardableResult
    public func addBook(_ draft: BookDraft, photos uploads: [PhotoUpload], edition: BookEdition? = nil,
                        by owner: User) throws(LendingError) -> BookWithPhotos {
        let prepared = try prepare(uploads)
        return try write(by: owner) { tx in try insertBook(draft, photos: prepared, edition: edition, in: tx) }
    }

    /// The `async` form of `addBook(_:photos:edition:by:)`.
    @discardableResult
    public func addBook(_ draft: BookDraft, photos uploads: [PhotoUpload], edition: BookEdition? = nil,
                        by owner: User) async throws(LendingError) -> BookWithPhotos {
        let prepared = try await prepare(uploads)
        return try await write(by: owner) { tx in try insertBook(draft, photos: prepared, edition: edition, in: tx) }
    }

    /// A book's photos, first first. Anyone may look: borrowers look at photos before asking.
    ///
    /// ```swift
    /// try db.photos(ofBook: book.id).map(\.id)   // [3, 4]
    /// ```
    public func photos(ofBook bookID: Int64) throws(LendingError) -> [Photo] {
        try read { db in try Self.fetchPhotos(ofBook: bookID, db) }
    }

    /// The `async` form of `photos(ofBook:)`.
    public func photos(ofBook bookID: Int64) async throws(LendingError) -> [Photo] {
        try await read { db in try Self.fetchPhotos(ofBook: bookID, db) }
    }

    /// The photo with this id, a book's or a profile photo, or `.photoNotFound`.
    ///
    /// ```swift
    /// try db.photo(3).format   // .jpeg
    /// ```
    public func photo(_ id: Int64) throws(LendingError) -> Photo {
        try read { db in try Self.fetchPhoto(id, db) }
    }

    /// The `async` form of `photo(_:)`.
    public func photo(_ id: Int64) async throws(LendingError) -> Photo {
        try await read { db in try Self.fetchPhoto(id, db) }
    }

    /// Deletes a photo: a book's photo by the book's owner, a profile photo by its user. The files
    /// are removed after the commit, unless another row still refers to them.
    ///
    /// ```swift
    /// try db.deletePhoto(3, by: alice)
    /// ```
    public func deletePhoto(_ id: Int64, by user: User) throws(LendingError) {
        let photo = try write(by: user) { tx in try Self.deletePhotoRow(id, in: tx) }
        try finishDeletion([photo.file, photo.thumbnailFile])
    }

    /// The `async` form of `deletePhoto(_:by:)`.
    public func deletePhoto(_ id: Int64, by user: User) async throws(LendingError) {
        let photo = try await write(by: user) { tx in try Self.deletePhotoRow(id, in: tx) }
        try await finishDeletion([photo.file, photo.thumbnailFile])
    }

    private func attach(_ prepared: [PreparedUpload], toBook bookID: Int64, in tx: LendingTransaction) throws -> [Photo] {
        let book = try tx.book(bookID)
        try tx.require(book.ownerID == tx.actor.id, "attach photos to book \(bookID) (only its owner may)")
        guard book.status != .removed else {
            throw LendingError.bookNotAvailable(bookID: bookID, status: book.status, action: "attach photos to book \(bookID)")
        }
        let photos = try insertPhotos(prepared, for: .book(bookID), in: tx)
        try passCrashPoint(.beforeCommit)
        return photos
    }

    private func insertBook(_ draft: BookDraft, photos prepared: [PreparedUpload], edition: BookEdition?,
                            in tx: LendingTransaction) throws -> BookWithPhotos {
        let book = try tx.insertBook(draft)
        if let edition { try tx.storeEdition(edition, ofBook: book.id) }
        let photos = try insertPhotos(prepared, for: .book(book.id), in: tx)
        try passCrashPoint(.beforeCommit)
        return BookWithPhotos(book: book, photos: photos)
    }

    private static func fetchPhotos(ofBook bookID: Int64, _ db: Database) throws -> [Photo] {
        guard try Book.exists(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
        return try photoRows(of: .book(bookID), db)
    }

    private static func fetchPhoto(_ id: Int64, _ db: Database) throws -> Photo {
        guard let photo = try Photo.fetchOne(db, key: id) else { throw LendingError.photoNotFound(id) }
        return photo
    }

    private static func deletePhotoRow(_ id: Int64, in tx: LendingTransaction) throws -> Photo {
        let photo = try fetchPhoto(id, tx.db)
        if let bookID = photo.bookID {
            try tx.require(try tx.book(bookID).ownerID == tx.actor.id, "delete photo \(id) (only the book's owner may)")
        } else {
            try tx.require(photo.userID == tx.actor.id, "delete photo \(id) (only the user it shows may)")
        }
        try tx.db.execute(sql: "DELETE FROM photo WHERE id = ?", arguments: [id])
        try tx.log(.photoDeleted, bookID: photo.bookID, before: photo.summary, after: nil)
        return photo
    }
}
