import ISBNKit
import LendingKit

/// What the desk read from one input: the distinct ISBNs it shows, and the photo's bytes when the
/// input was a photo file or an upload, so that a book added by it keeps the very bytes read.
public struct ISBNReading: Sendable, Equatable {
    /// The distinct ISBNs, in ascending order so that messages listing them are stable; empty when
    /// an image shows none.
    public let isbns: [ISBN]
    /// The photo as read, for photo files and uploads; `nil` for frames and typed text.
    public let photo: PhotoUpload?

    /// Creates a reading.
    public init(isbns: [ISBN], photo: PhotoUpload? = nil) {
        self.isbns = isbns
        self.photo = photo
    }
}
