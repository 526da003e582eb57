/// The eight EXIF orientations: how the stored pixels must be turned to show the photo upright.
///
/// Phones store the sensor's rows as they come and write this tag instead of rotating.
///
/// ```swift
/// let upright = image.applying(.right)   // turns a sideways phone photo 90° clockwise
/// ```
public enum EXIFOrientation: Int, Sendable, Codable, CaseIterable {
    /// Stored upright (EXIF 1).
    case up = 1
    /// Mirrored left to right (EXIF 2).
    case upMirrored = 2
    /// Upside down (EXIF 3).
    case down = 3
    /// Mirrored top to bottom (EXIF 4).
    case downMirrored = 4
    /// Mirrored along the top-left to bottom-right diagonal (EXIF 5).
    case leftMirrored = 5
    /// Needs a quarter turn clockwise (EXIF 6).
    case right = 6
    /// Mirrored along the other diagonal (EXIF 7).
    case rightMirrored = 7
    /// Needs a quarter turn counter-clockwise (EXIF 8).
    case left = 8

    /// Whether showing the image upright swaps its width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// Reads the orientation tag (0x0112) of IFD0 from a JPEG's EXIF APP1 segment.
    ///
    /// - Returns: `nil` when there is no EXIF segment, no orientation tag, or it is malformed.
    public init?(jpeg bytes: UnsafeBufferPointer<UInt8>) {
        guard let tiff = Self.exifPayload(inJPEG: bytes),
              let value = Self.orientationValue(inTIFF: tiff),
              let orientation = EXIFOrientation(rawValue: value) else { return nil }
        self = orientation
    }

    /// Reads the orientation tag of IFD0 from TIFF-structured EXIF data (as held by a PNG `eXIf`
    /// chunk or a WebP `EXIF` chunk); a leading `Exif\0\0`, which some writers add, is skipped.
    init?(tiff: ArraySlice<UInt8>) {
        let body = tiff.starts(with: Self.exifHeader) ? tiff.dropFirst(6) : tiff
        guard let value = Self.orientationValue(inTIFF: body),
              let orientation = EXIFOrientation(rawValue: value) else { return nil }
        self = orientation
    }

    /// The six bytes that open an EXIF APP1 payload.
    static let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]

    /// Finds the TIFF data inside the first `Exif\0\0` APP1 segment before the image data.
    private static func exifPayload(inJPEG bytes: UnsafeBufferPointer<UInt8>) -> ArraySlice<UInt8>? {
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let start = index + 4
            let end = index + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            if marker == 0xE1, end - start > 6,
               Array(bytes[start..<start + 6]) == exifHeader {
                return Array(bytes[(start + 6)..<end])[...]
            }
            index = end
        }
        return nil
    }

    private static func orientationValue(inTIFF tiff: ArraySlice<UInt8>) -> Int? {
        let reader = TIFFReader(tiff)
        guard let ifd = reader.firstIFDOffset, let count = reader.uint16(at: ifd) else { return nil }
        for entry in 0..<count {
            let offset = ifd + 2 + entry * 12
            guard let tag = reader.uint16(at: offset) else { return nil }
            if tag == 0x0112 { return reader.uint16(at: offset + 8) }
        }
        return nil
    }
}

/// Byte-order-aware reads from a TIFF structure, bounds-checked because EXIF comes from outside.
private struct TIFFReader {
    let bytes: [UInt8]
    let littleEndian: Bool

    init(_ slice: ArraySlice<UInt8>) {
        bytes = Array(slice)
        littleEndian = bytes.starts(with: [0x49, 0x49])
    }

    var firstIFDOffset: Int? {
        guard bytes.starts(with: [0x49, 0x49]) || bytes.starts(with: [0x4D, 0x4D]),
              let high = uint16(at: 4), let low = uint16(at: 6) else { return nil }
        return littleEndian ? low << 16 | high : high << 16 | low
    }

    func uint16(at offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let first = Int(bytes[offset]), second = Int(bytes[offset + 1])
        return littleEndian ? second << 8 | first : first << 8 | second
    }
}
