import ShelfScanErrors

/// Why pixels could not be written as PNG, with the values that were wrong.
///
/// ```swift
/// do {
///     _ = try PNGEncoder().encode(width: 2, height: 2, channels: .rgb, samples: [0, 0, 0])
/// } catch {
///     print(error)   // PNG: 3 samples given, 2×2 rgb needs 12
/// }
/// ```
public enum PNGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Width or height is not positive, or larger than PNG allows (2³¹−1).
    case invalidSize(width: Int, height: Int)
    /// The row stride is shorter than one row of samples.
    case invalidRowStride(stride: Int, minimum: Int)
    /// The sample buffer is too short for the size, stride and channels.
    case tooFewSamples(given: Int, needed: Int, layout: String)
    /// A palette must have 1 to 256 entries.
    case invalidPaletteSize(Int)
    /// A pixel refers to a palette entry that does not exist.
    case paletteIndexOutOfRange(index: UInt8, pixel: Int, paletteSize: Int)
    /// `png_image_write_to_memory` failed; libpng's message.
    case libpng(String)

    /// A sentence naming the offending values.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "PNG: invalid size \(width)×\(height)"
        case let .invalidRowStride(stride, minimum):
            return "PNG: row stride \(stride) is shorter than a row (\(minimum) samples)"
        case let .tooFewSamples(given, needed, layout):
            return "PNG: \(given) samples given, \(layout) needs \(needed)"
        case let .invalidPaletteSize(count):
            return "PNG: a palette needs 1…256 entries, not \(count)"
        case let .paletteIndexOutOfRange(index, pixel, paletteSize):
            return "PNG: pixel \(pixel) uses palette index \(index), but the palette has \(paletteSize) entries"
        case let .libpng(message):
            return "PNG: libpng failed: \(message)"
        }
    }
}

extension PNGEncodingError: ShelfScanError {
    /// `pngEncoding.` and what went wrong, e.g. `pngEncoding.invalidSize`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalidSize: return "pngEncoding.invalidSize"
        case .invalidRowStride: return "pngEncoding.invalidRowStride"
        case .tooFewSamples: return "pngEncoding.tooFewSamples"
        case .invalidPaletteSize: return "pngEncoding.invalidPaletteSize"
        case .paletteIndexOutOfRange: return "pngEncoding.paletteIndexOutOfRange"
        case .libpng: return "pngEncoding.libpng"
        }
    }
}
