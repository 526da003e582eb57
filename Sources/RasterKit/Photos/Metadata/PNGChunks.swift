/// The chunks of a PNG file in order, walked by their lengths without checking CRCs (the
/// decoder does that); iteration stops at the first chunk that runs past the end.
struct PNGChunks: IteratorProtocol {
    /// One chunk's place in the file.
    struct Chunk {
        /// The four-letter type, e.g. `IDAT`.
        var type: String
        /// The data, between the type and the CRC.
        var data: Range<Int>
        /// Length, type, data and CRC.
        var whole: Range<Int>

        /// Critical chunks have an upper-case first letter.
        var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 8

    /// Walks `bytes`, which start with the PNG signature.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Chunk? {
        guard offset + 12 <= bytes.count else { return nil }
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { return nil }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        let chunk = Chunk(type: type, data: offset + 8..<offset + 8 + length,
                          whole: offset..<offset + 12 + length)
        offset = chunk.whole.upperBound
        return chunk
    }
}
