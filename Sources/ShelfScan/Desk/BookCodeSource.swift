import RasterKit

/// Where the desk takes a book's code (ISBN or ShelfScan label) from: a photo file, uploaded image
/// bytes, a camera frame (decoded or raw), or typed digits.
///
/// ```swift
/// try desk.handOver(.photo(path: "dune.jpg"), by: alice)
/// try await desk.handOver(.upload(bytes: body, name: "IMG_2041.jpg"), by: alice)   // an HTTP upload
/// try desk.handOver(.typed("978-0-441-17271-9"), by: alice)   // when the barcode will not read
/// ```
public enum BookCodeSource: Sendable, Equatable {
    /// An image file; its barcodes are read.
    case photo(path: String)
    /// An image file's bytes already in memory, e.g. an upload; `name` names it in errors.
    case upload(bytes: [UInt8], name: String)
    /// Pixels already in memory, e.g. a decoded camera frame; `label` names it in errors.
    case frame(GrayImage, label: String)
    /// A camera buffer as the camera gave it (GREY, YUYV, RGB...); `label` names it in errors.
    case rawFrame(RawFrame, label: String)
    /// An ISBN-10 or ISBN-13 as the user typed it, hyphens and spaces allowed, or a label's 13 digits.
    case typed(String)

    /// What errors call the input: the path, the upload's name, the frame's label or the typed text.
    public var label: String {
        switch self {
        case let .photo(path): return path
        case let .upload(_, name): return name
        case let .frame(_, label), let .rawFrame(_, label): return label
        case let .typed(text): return text
        }
    }

    /// The name an error gives before its message: the path, the upload's name or the frame's
    /// label; `nil` for a typed code, which the message names by its digits, so that an error
    /// names the number once.
    public var namedInput: String? {
        if case .typed = self { return nil }
        return label
    }

    /// The photo file, when there is one.
    public var photoPath: String? {
        if case let .photo(path) = self { return path }
        return nil
    }
}
