/// Removes metadata from a JPEG by copying its segments, never its pixels.
///
/// Kept: every segment the decoder needs (tables, frame and scan headers, restart intervals,
/// the entropy-coded data as it is), the JFIF APP0, ICC profile APP2 and Adobe APP14 segments.
/// Dropped: EXIF and XMP (APP1, extended XMP included), Photoshop/IPTC (APP13), every other
/// application segment (maker data, multi-picture indexes, JFXX thumbnails), comments (COM),
/// and anything after the end-of-image marker, where phones append depth maps and second pictures.
///
/// The orientation is kept by writing back a minimal EXIF APP1 that holds only the Orientation
/// tag, rather than turning the picture: turning it would mean decoding and re-encoding the
/// pixels, losing quality, or a lossless transform that needs whole MCUs at the edges.
enum JPEGMetadataStripping {
    /// The cleaned file; nil when the segments do not chain from start to end-of-image.
    static func strip(_ bytes: UnsafeBufferPointer<UInt8>, orientation: EXIFOrientation) -> [UInt8]? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var out: [UInt8] = [0xFF, 0xD8]
        out.reserveCapacity(bytes.count)
        var orientationWritten = orientation == .up
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD9 {
                out += [0xFF, 0xD9]
                return out
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                out += [0xFF, marker]
                index += 2
                continue
            }
            guard index + 4 <= bytes.count else { return nil }
            let end = index + 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
            guard end >= index + 4, end <= bytes.count else { return nil }
            let segment = UnsafeBufferPointer(rebasing: bytes[index..<end])
            if !orientationWritten, !isJFIF(segment) {
                out += [0xFF, 0xE1] + bigEndian16(orientation.exifPayload.count + 2) + orientation.exifPayload
                orientationWritten = true
            }
            if keeps(segment) { out.append(contentsOf: segment) }
            index = end
            if marker == 0xDA {
                let next = entropyCodedEnd(bytes, from: index)
                out.append(contentsOf: bytes[index..<next])
                index = next
            }
        }
        return nil
    }

    /// Whether a segment (marker and payload) stays.
    private static func keeps(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let marker = segment[1]
        switch marker {
        case 0xE0: return isJFIF(segment)
        case 0xE2: return payload(segment, startsWith: "ICC_PROFILE\0")
        case 0xEE: return payload(segment, startsWith: "Adobe")
        case 0xE1...0xEF, 0xFE: return false
        default: return true
        }
    }

    private static func isJFIF(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        segment[1] == 0xE0 && payload(segment, startsWith: "JFIF\0")
    }

    private static func payload(_ segment: UnsafeBufferPointer<UInt8>, startsWith text: String) -> Bool {
        segment.dropFirst(4).starts(with: text.utf8)
    }

    /// The index of the marker that ends the entropy-coded data starting at `start`: the first
    /// 0xFF that is neither a stuffed zero nor a restart marker (or the end of the bytes).
    private static func entropyCodedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0 && !(0xD0...0xD7).contains(next) { return index }
                index += 2
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
