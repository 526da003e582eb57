import Foundation
import LendingKit

extension LendingDesk {
    /// Attaches the photo files at `paths` to book `bookID`; all or none (see
    /// `AppDatabase.attachPhotos(_:toBook:by:)`).
    ///
    /// ```swift
    /// try desk.attachPhotos(["front.jpg", "back.png"], toBook: 7, by: alice).map(\.id)   // [3, 4]
    /// ```
    @discardableResult
    public func attachPhotos(_ paths: [String], toBook bookID: Int64, by owner: User) throws(DeskError) -> [Photo] {
        var uploads: [PhotoUpload] = []
        for path in paths { uploads.append(try Self.upload(path)) }
        return try Self.lending { () throws(LendingError) in try database.attachPhotos(uploads, toBook: bookID, by: owner) }
    }

    /// Makes the photo file at `path` the user's profile photo.
    ///
    /// ```swift
    /// try desk.setProfilePhoto("me.jpg", by: alice)
    /// ```
    @discardableResult
    public func setProfilePhoto(_ path: String, by user: User) throws(DeskError) -> Photo {
        let upload = try Self.upload(path)
        return try Self.lending { () throws(LendingError) in try database.setProfilePhoto(upload, by: user) }
    }

    /// The file at `path` as an upload named by its path; `.missingFile` or `.unreadableFile`.
    static func upload(_ path: String) throws(DeskError) -> PhotoUpload {
        do {
            return PhotoUpload(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path)
        } catch {
            guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path) }
            throw .unreadableFile(path, reason: (error as NSError).localizedDescription)
        }
    }
}
