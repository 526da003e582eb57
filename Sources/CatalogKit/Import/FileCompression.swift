import Foundation

/// How a file's text is stored: as it is, or gzip-compressed. Told by the file's first two bytes
/// (gzip's magic number 1f 8b), never by its name.
enum FileCompression: Sendable, Equatable {
    /// Plain text.
    case none
    /// One or more gzip members.
    case gzip

    /// The compression of the file at `path`, from its first bytes. A folder is refused by
    /// name: reading one fails with a reason that does not say what it is.
    init(ofFileAt path: String) throws(LineSourceError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw LineSourceError(path: path, reason: "a folder, not a file")
        }
        let magic: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            magic = try handle.read(upToCount: 2) ?? Data()
        } catch {
            throw LineSourceError(path: path, reason: (error as NSError).localizedDescription)
        }
        self = magic.elementsEqual([0x1f, 0x8b]) ? .gzip : .none
    }

    /// The lines of the file at `path`, plain or gzip, from `offset` in its uncompressed text.
    static func lines(ofFileAt path: String, from offset: Int) throws(LineSourceError) -> any LineSource {
        switch try FileCompression(ofFileAt: path) {
        case .none: return try LineReader(path: path, offset: offset)
        case .gzip: return try GzipLineReader(path: path, offset: offset)
        }
    }
}
