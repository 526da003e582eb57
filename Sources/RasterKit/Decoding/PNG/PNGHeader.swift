/// The fields of a PNG's IHDR chunk that decide how its image data is laid out.
struct PNGHeader: Sendable, Equatable {
    /// The PNG colour types, by their IHDR code.
    enum ColourType: UInt8, Sendable {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .gray, .palette: return 1
            case .grayAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// The bit depths the PNG specification allows for this colour type.
        var allowedBitDepths: Set<Int> {
            switch self {
            case .gray: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .grayAlpha, .rgba: return [8, 16]
            }
        }
    }

    var width: Int
    var height: Int
    var bitDepth: Int
    var colourType: ColourType
    var interlaced: Bool

    /// Reads the 13 bytes of an IHDR chunk; nil when they break the PNG specification.
    init?(_ data: UnsafeRawBufferPointer) {
        guard data.count == 13,
              let colourType = ColourType(rawValue: data[9]),
              colourType.allowedBitDepths.contains(Int(data[8])),
              data[10] == 0, data[11] == 0, data[12] <= 1
        else { return nil }
        width = Int(PNGHeader.bigEndian(data, at: 0))
        height = Int(PNGHeader.bigEndian(data, at: 4))
        bitDepth = Int(data[8])
        self.colourType = colourType
        interlaced = data[12] == 1
    }

    /// Bytes in one row of image data, without its filter byte.
    var rowBytes: Int { (width * colourType.channels * bitDepth + 7) / 8 }

    /// The distance, in bytes, to the corresponding byte of the pixel on the left, as the
    /// scanline filters use it (at least 1, also for pixels smaller than a byte).
    var filterDistance: Int { max(1, colourType.channels * bitDepth / 8) }

    static func bigEndian(_ data: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16
            | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }
}
