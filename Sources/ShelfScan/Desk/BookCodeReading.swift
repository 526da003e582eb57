import LendingKit

/// What the desk read from one input: the distinct book codes it shows (ISBNs and ShelfScan
/// labels), and the photo's bytes when the input was a photo file or an upload, so that a book
/// added by it keeps the very bytes read.
public struct BookCodeReading: Sendable, Equatable {
    /// The distinct codes, labels first then ISBNs, each in ascending order so that messages
    /// listing them are stable; empty when an image shows none.
    public let codes: [BookCode]
    /// The photo as read, for photo files and uploads; `nil` for frames and typed text.
    public let photo: PhotoUpload?

    /// Creates a reading of `codes`, put in order.
    public init(codes: [BookCode], photo: PhotoUpload? = nil) {
        self.codes = Set(codes).sorted()
        self.photo = photo
    }

    /// The ISBNs among the codes.
    public var isbns: [ISBN] { codes.compactMap(\.isbn) }
}
