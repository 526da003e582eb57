import LendingKit
import RasterKit

extension PhotoUpload {
    /// The file at `path` as an upload named by its path.
    ///
    /// ```swift
    /// let upload = try PhotoUpload(contentsOf: "back.jpg")
    /// ```
    ///
    /// - Throws: `.missingFile` when nothing is there, `.unreadableFile` with the system's reason.
    public init(contentsOf path: String) throws(DeskError) {
        do {
            self.init(bytes: try FileContents.read(path: path), name: path)
        } catch {
            if case .systemCall(_, .noSuchFileOrDirectory) = error.problem { throw .missingFile(path) }
            throw .unreadableFile(path, reason: error.reason)
        }
    }
}
