/// Files made to hurt a reader, built byte by byte, for the tests of every module that reads them.
public enum HostileFiles {
    /// A PNG whose header claims `width` × `height` 8-bit gray pixels over two bytes of data:
    /// 67 bytes whose pixel count overflows an `Int` with the default, `UInt32.max` each way.
    public static func png(width: UInt32 = .max, height: UInt32 = .max) -> [UInt8] {
        let header = PNGChunk.bigEndian(width) + PNGChunk.bigEndian(height) + [8, 0, 0, 0, 0]
        // A zlib stream of one stored block holding one filter byte and one pixel.
        let data: [UInt8] = [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGChunk.bytes("IHDR", header)
            + PNGChunk.bytes("IDAT", data) + PNGChunk.bytes("IEND", [])
    }
}
