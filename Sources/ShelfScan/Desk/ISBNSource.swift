import RasterKit

/// Where the desk takes a book's ISBN from: a photo file, a camera frame, or typed digits.
///
/// ```swift
/// try desk.handOver(.photo(path: "dune.jpg"), by: alice)
/// try desk.handOver(.typed("978-0-441-17271-9"), by: alice)   // when the barcode will not read
/// ```
public enum ISBNSource: Sendable, Equatable {
    /// An image file; its barcodes are read.
    case photo(path: String)
    /// Pixels already in memory, e.g. a camera frame; `label` names it in errors.
    case frame(GrayImage, label: String)
    /// An ISBN-10 or ISBN-13 as the user typed it, hyphens and spaces allowed.
    case typed(String)

    /// What errors call the input: the path, the frame's label or the typed text.
    public var label: String {
        switch self {
        case let .photo(path): return path
        case let .frame(_, label): return label
        case let .typed(text): return text
        }
    }

    /// The photo file, when there is one: what a photo store keeps as the book's picture.
    public var photoPath: String? {
        if case let .photo(path) = self { return path }
        return nil
    }
}
