import ISBNKit
import RasterKit

extension ISBNRangeMessage {
    /// Range files are about 220 KB; anything beyond this is not one and is not read into memory.
    static let fileSizeLimit = 16 << 20

    /// Reads the range data in the file at `path`, which must be a regular UTF-8 file.
    ///
    /// ```swift
    /// let message = try ISBNRangeMessage(contentsOf: "RangeMessage.xml")
    /// message.date   // "Thu, 9 Jul 2026 05:46:12 BST"
    /// ```
    ///
    /// - Throws: `RangeMessageError.unreadableFile` with the system's reason, `.notUTF8`, or what
    ///   the text gets wrong.
    public init(contentsOf path: String) throws(RangeMessageError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.readRegularFile(path: path, limit: Self.fileSizeLimit)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        try self.init(utf8: bytes, file: path)
    }
}
