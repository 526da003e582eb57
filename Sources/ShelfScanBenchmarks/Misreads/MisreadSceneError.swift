import BarcodeKit
import ISBNKit
import RasterKit

/// Why one image of the misread benchmark could not be made, naming the image and its number.
///
/// Numbers are drawn valid and layouts within range, so any of these means a fault in the
/// generator or in a library under it, and the run stops rather than count a wrong image.
///
/// ```swift
/// do {
///     _ = try MisreadSceneGenerator(seed: 1).sample(at: 0)
/// } catch {
///     print(error)   // image 0 (UPC-A 036000291452): …
/// }
/// ```
public enum MisreadSceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ISBNKit refused the drawn number.
    case invalidNumber(index: Int, kind: MisreadCase, digits: String, IdentifierError)
    /// The renderer refused the number or the layout.
    case render(index: Int, kind: MisreadCase, digits: String, BarcodeRenderError)
    /// The JPEG round trip could not encode the image.
    case jpegEncoding(index: Int, kind: MisreadCase, digits: String, JPEGEncodingError)
    /// The JPEG round trip could not decode what it encoded.
    case jpegDecoding(index: Int, kind: MisreadCase, digits: String, ImageError)

    /// `image INDEX (KIND DIGITS): reason`.
    public var description: String {
        switch self {
        case let .invalidNumber(index, kind, digits, error):
            return "image \(index) (\(kind) \(digits)): invalid number: \(error)"
        case let .render(index, kind, digits, error):
            return "image \(index) (\(kind) \(digits)): cannot render: \(error)"
        case let .jpegEncoding(index, kind, digits, error):
            return "image \(index) (\(kind) \(digits)): JPEG round trip failed: \(error)"
        case let .jpegDecoding(index, kind, digits, error):
            return "image \(index) (\(kind) \(digits)): JPEG round trip failed: \(error)"
        }
    }
}
