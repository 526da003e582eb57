import LendingKit
import RasterKit

extension LendingDesk {
    /// Attaches the photo files at `paths` to book `bookID`; all or none (see
    /// `AppDatabase.attachPhotos(_:toBook:by:)`).
    ///
    /// ```swift
    /// try desk.attachPhotos(["front.jpg", "back.png"], toBook: 7, by: alice).map(\.id)   // [3, 4]
    /// ```
    @discardableResult
    public func attachPhotos(_ paths: [String], toBook bookID: Int64, by owner: User) throws(DeskError) -> [Photo] {
        let uploads = try readUploads(paths)
        return try Self.lending { () throws(LendingError) in try database.attachPhotos(uploads, toBook: bookID, by: owner) }
    }

    /// The `async` form of `attachPhotos(_:toBook:by:)`: the files are read on `WorkerThreads`.
    @discardableResult
    public func attachPhotos(_ paths: [String], toBook bookID: Int64, by owner: User) async throws(DeskError) -> [Photo] {
        let uploads = try await WorkerThreads.shared.run { () throws(DeskError) in try readUploads(paths) }
        return try await Self.lending { () async throws(LendingError) in
            try await database.attachPhotos(uploads, toBook: bookID, by: owner)
        }
    }

    /// Makes the photo file at `path` the user's profile photo.
    ///
    /// ```swift
    /// try desk.setProfilePhoto("me.jpg", by: alice)
    /// ```
    @discardableResult
    public func setProfilePhoto(_ path: String, by user: User) throws(DeskError) -> Photo {
        let upload = try readUpload(path)
        return try Self.lending { () throws(LendingError) in try database.setProfilePhoto(upload, by: user) }
    }

    /// The `async` form of `setProfilePhoto(_:by:)`: the file is read on `WorkerThreads`.
    @discardableResult
    public func setProfilePhoto(_ path: String, by user: User) async throws(DeskError) -> Photo {
        let upload = try await WorkerThreads.shared.run { () throws(DeskError) in try readUpload(path) }
        return try await Self.lending { () async throws(LendingError) in try await database.setProfilePhoto(upload, by: user) }
    }

    /// The files at `paths` as uploads; the first missing or unreadable one ends the operation.
    private func readUploads(_ paths: [String]) throws(DeskError) -> [PhotoUpload] {
        var uploads: [PhotoUpload] = []
        for path in paths { uploads.append(try readUpload(path)) }
        return uploads
    }

    /// The file at `path` as an upload, read no further than the photo byte limit allows: a
    /// larger file would be refused anyway.
    private func readUpload(_ path: String) throws(DeskError) -> PhotoUpload {
        try PhotoUpload(contentsOf: path, limit: database.photoRules.limits.maxBytes)
    }
}
