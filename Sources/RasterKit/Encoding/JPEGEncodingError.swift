import ShelfScanErrors

/// Why pixels could not be written as JPEG, with the values that were wrong.
///
/// ```swift
/// do {
///     _ = try JPEGEncoder(quality: 0).encode(GrayImage(width: 8, height: 8))
/// } catch {
///     print(error)   // JPEG: quality 0 is outside 1…100
/// }
/// ```
public enum JPEGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Width or height is not positive or exceeds JPEG's 65500-pixel limit.
    case invalidSize(width: Int, height: Int)
    /// Quality must be 1…100.
    case invalidQuality(Int)
    /// The row stride is shorter than one row of samples.
    case invalidRowStride(stride: Int, minimum: Int)
    /// The sample buffer is too short for the size, stride and colour space.
    case tooFewSamples(given: Int, needed: Int, layout: String)
    /// An APP1 payload holds at most 65533 bytes.
    case exifTooLarge(Int)
    /// `jpeg_start_compress`, `jpeg_write_scanlines` or `jpeg_finish_compress` failed; libjpeg's message.
    case libjpeg(String)

    /// A sentence naming the offending values.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "JPEG: invalid size \(width)×\(height) (each side 1…65500)"
        case let .invalidQuality(quality):
            return "JPEG: quality \(quality) is outside 1…100"
        case let .invalidRowStride(stride, minimum):
            return "JPEG: row stride \(stride) is shorter than a row (\(minimum) bytes)"
        case let .tooFewSamples(given, needed, layout):
            return "JPEG: \(given) samples given, \(layout) needs \(needed)"
        case let .exifTooLarge(count):
            return "JPEG: EXIF payload of \(count) bytes exceeds the 65533 an APP1 segment holds"
        case let .libjpeg(message):
            return "JPEG: libjpeg failed: \(message)"
        }
    }
}

extension JPEGEncodingError: ShelfScanError {
    /// `jpegEncoding.` and what went wrong, e.g. `jpegEncoding.invalidSize`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalidSize: return "jpegEncoding.invalidSize"
        case .invalidQuality: return "jpegEncoding.invalidQuality"
        case .invalidRowStride: return "jpegEncoding.invalidRowStride"
        case .tooFewSamples: return "jpegEncoding.tooFewSamples"
        case .exifTooLarge: return "jpegEncoding.exifTooLarge"
        case .libjpeg: return "jpegEncoding.libjpeg"
        }
    }
}
