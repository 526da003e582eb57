/// PNG chunks built byte by byte, for tests that write PNG files by hand.
public enum PNGChunk {
    /// The chunk of `type` holding `data`: its length, type, data and CRC-32.
    ///
    /// ```swift
    /// PNGChunk.bytes("IEND", [])   // [0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]
    /// ```
    public static func bytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `value` as four big-endian bytes, as PNG writes every number.
    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    /// The CRC-32 of PNG chunks (polynomial 0xEDB88320), bit by bit: test files need no table.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
