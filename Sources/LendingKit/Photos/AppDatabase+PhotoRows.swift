import Foundation
import GRDB
import RasterKit

extension AppDatabase {
    /// Checks and cleans `uploads` before any lock is taken; the first refusal ends the operation.
    func prepare(_ uploads: [PhotoUpload]) throws(LendingError) -> [PreparedUpload] {
        var prepared: [PreparedUpload] = []
        for upload in uploads { prepared.append(try PreparedUpload(upload, rules: photoRules)) }
        return prepared
    }

    /// The `async` form of `prepare(_:)`: the decoding runs on `WorkerThreads`.
    func prepare(_ uploads: [PhotoUpload]) async throws(LendingError) -> [PreparedUpload] {
        try await WorkerThreads.shared.run { () throws(LendingError) in try prepare(uploads) }
    }

    /// Stores the files of `uploads` and inserts their rows for `subject`, inside `tx`.
    ///
    /// A photo the subject already has (same SHA-256) is returned as it is, not added again, and
    /// does not count against the limit. Files are written before the rows, while this
    /// transaction holds the write lock, so `gc` (which takes the lock too) never sees a file
    /// about to be committed; if the transaction then fails, the files are orphans `gc` removes.
    func insertPhotos(_ uploads: [PreparedUpload], for subject: PhotoSubject,
                      in tx: LendingTransaction) throws -> [Photo] {
        let existing = try Self.photoRows(of: subject, tx.db)
        var known = Dictionary(existing.map { ($0.sha256, $0) }, uniquingKeysWith: { first, _ in first })
        let fresh = uploads.filter { known[$0.sha256] == nil }
        let distinctFresh = Set(fresh.map(\.sha256)).count
        if case let .book(bookID) = subject, existing.count + distinctFresh > photoRules.photosPerBook {
            throw LendingError.tooManyPhotos(bookID: bookID, count: existing.count, adding: distinctFresh,
                                             limit: photoRules.photosPerBook)
        }
        var position = (existing.map(\.position).max() ?? -1) + 1
        var result: [Photo] = []
        for upload in uploads {
            if let photo = known[upload.sha256] {
                result.append(photo)
                continue
            }
            try photoStore.store(upload.photo.bytes, as: upload.file)
            try photoStore.store(upload.photo.thumbnail.bytes, as: upload.thumbnailFile)
            let photo = try insertRow(upload, for: subject, position: position, in: tx)
            try tx.log(.photoAdded, bookID: subject.bookID, before: nil, after: photo.summary)
            known[upload.sha256] = photo
            position += 1
            result.append(photo)
        }
        return result
    }

    /// The photos of `subject`, first position first.
    static func photoRows(of subject: PhotoSubject, _ db: Database) throws -> [Photo] {
        let condition = subject.condition
        return try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE \(condition.sql) ORDER BY position, id",
                                  arguments: [condition.id])
    }

    /// Runs `crashHook` at `point`, for tests that simulate a crash there.
    func passCrashPoint(_ point: PhotoCrashPoint) throws {
        try crashHook?(point)
    }

    private func insertRow(_ upload: PreparedUpload, for subject: PhotoSubject, position: Int,
                           in tx: LendingTransaction) throws -> Photo {
        let photo = upload.photo
        var bookID: Int64?, userID: Int64?
        switch subject {
        case let .book(id): bookID = id
        case let .user(id): userID = id
        }
        return try tx.db.writeReturning(Photo.self, sql: """
            INSERT INTO photo (bookID, userID, position, sha256, format, byteCount, width, height,
                thumbnailSHA256, thumbnailByteCount, thumbnailWidth, thumbnailHeight, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *
            """, arguments: [bookID, userID, position, upload.sha256, photo.format, photo.bytes.count,
                             photo.width, photo.height, upload.thumbnailSHA256, photo.thumbnail.bytes.count,
                             photo.thumbnail.width, photo.thumbnail.height, tx.now])
    }
}
