/// A photo file as given by a user: its bytes and the name errors call it by.
///
/// ```swift
/// let upload = PhotoUpload(bytes: Array(try Data(contentsOf: url)), name: url.lastPathComponent)
/// try db.attachPhotos([upload], toBook: book.id, by: alice)
/// ```
public struct PhotoUpload: Sendable, Hashable {
    /// The file's bytes, unchecked.
    public var bytes: [UInt8]
    /// The file name or path, e.g. `IMG_2041.jpg`; only used in messages.
    public var name: String

    /// Wraps a file's bytes and name.
    public init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }
}
