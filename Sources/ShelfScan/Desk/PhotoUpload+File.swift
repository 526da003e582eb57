import LendingKit
import RasterKit

extension PhotoUpload {
    /// The file at `path`, of at most `limit` bytes, as an upload named by its path.
    ///
    /// ```swift
    /// let upload = try PhotoUpload(contentsOf: "back.jpg", limit: PhotoLimits.standard.maxBytes)
    /// ```
    ///
    /// - Throws: `.missingFile` when nothing is there, `.unreadableFile` with the system's reason
    ///   or the limit passed.
    public init(contentsOf path: String, limit: Int) throws(DeskError) {
        do {
            self.init(bytes: try FileContents.read(path: path, limit: limit), name: path)
        } catch {
            if case .systemCall(_, .noSuchFileOrDirectory) = error.problem { throw .missingFile(path) }
            throw .unreadableFile(path, reason: error.reason)
        }
    }
}
