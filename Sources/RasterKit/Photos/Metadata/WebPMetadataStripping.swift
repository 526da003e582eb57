/// Removes metadata from a WebP file by copying its RIFF chunks, never re-encoding the image.
///
/// Kept: the image chunks (VP8, VP8L, ALPH, ANIM, ANMF), the extended header VP8X and the ICC
/// profile (ICCP). Dropped: EXIF, XMP, every unknown chunk (the container lets readers ignore
/// them) and bytes after the RIFF size. The EXIF and XMP flags of VP8X are cleared and the RIFF
/// size is rewritten.
///
/// The orientation is kept, as for JPEG, in a new EXIF chunk holding only the Orientation tag,
/// with VP8X's EXIF flag set; a simple-format file (no VP8X) that needs one gets a VP8X header.
enum WebPMetadataStripping {
    private static let keptChunks: Set<String> = ["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]
    private static let exifFlag: UInt8 = 0x08
    private static let xmpFlag: UInt8 = 0x04
    private static let alphaFlag: UInt8 = 0x10

    /// What a new VP8X header would need to say about the picture.
    struct Canvas {
        var width: Int
        var height: Int
        var hasAlpha: Bool
    }

    /// The cleaned file; nil when the chunks do not fill the RIFF container.
    static func strip(_ bytes: UnsafeBufferPointer<UInt8>, orientation: EXIFOrientation,
                      canvas: Canvas) -> [UInt8]? {
        guard let chunks = chunks(in: bytes) else { return nil }
        var body: [UInt8] = Array("WEBP".utf8)
        body.reserveCapacity(bytes.count)
        let hasHeader = chunks.contains { $0.type == "VP8X" }
        if !hasHeader, orientation != .up {
            body += chunk("VP8X", header(canvas))
        }
        for chunk in chunks where keptChunks.contains(chunk.type) {
            var whole = Array(bytes[chunk.whole])
            if chunk.type == "VP8X", whole.count > 8 {
                whole[8] &= ~(exifFlag | xmpFlag)
                if orientation != .up { whole[8] |= exifFlag }
            }
            body += whole
        }
        if orientation != .up {
            body += chunk("EXIF", orientation.tiffPayload)
        }
        return Array("RIFF".utf8) + littleEndian(body.count, bytes: 4) + body
    }

    /// The orientation in the first EXIF chunk, `.up` when there is none or it cannot be read.
    static func orientation(in bytes: UnsafeBufferPointer<UInt8>) -> EXIFOrientation {
        guard let exif = chunks(in: bytes)?.first(where: { $0.type == "EXIF" }) else { return .up }
        return EXIFOrientation(tiff: Array(bytes[exif.data])[...]) ?? .up
    }

    private struct Chunk {
        var type: String
        var data: Range<Int>
        /// Header, data and padding byte.
        var whole: Range<Int>
    }

    /// The chunks after the `WEBP` tag; nil unless they fill the container exactly (a missing
    /// padding byte after the last chunk is allowed, as libwebp allows it).
    private static func chunks(in bytes: UnsafeBufferPointer<UInt8>) -> [Chunk]? {
        guard bytes.count >= 12, bytes.starts(with: "RIFF".utf8),
              bytes[8..<12].elementsEqual("WEBP".utf8) else { return nil }
        let end = 8 + littleEndian(bytes, at: 4)
        guard end <= bytes.count else { return nil }
        var found: [Chunk] = []
        var offset = 12
        while offset < end {
            guard offset + 8 <= end else { return nil }
            let size = littleEndian(bytes, at: offset + 4)
            guard size <= end - offset - 8 else { return nil }
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let next = min(offset + 8 + size + size % 2, end)
            found.append(Chunk(type: type, data: offset + 8..<offset + 8 + size, whole: offset..<next))
            offset = next
        }
        return found
    }

    /// A VP8X payload: flags, three reserved bytes, canvas width and height minus one.
    private static func header(_ canvas: Canvas) -> [UInt8] {
        [exifFlag | (canvas.hasAlpha ? alphaFlag : 0), 0, 0, 0]
            + littleEndian(canvas.width - 1, bytes: 3) + littleEndian(canvas.height - 1, bytes: 3)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + littleEndian(data.count, bytes: 4) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func littleEndian(_ value: Int, bytes count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func littleEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
