/// Files every decoder must reject with the right reason, for `broken/`.
enum BrokenCatalog {
    /// `png`, `jpeg` and `webp` are valid files whose beginnings become the truncated ones.
    static func fixtures(png: [UInt8], jpeg: [UInt8], webp: [UInt8]) -> [Fixture] {
        func prefix(_ bytes: [UInt8]) -> [UInt8] { Array(bytes.prefix(bytes.count * 2 / 5)) }
        let text = "This is a shopping list, not a photo.\nmilk\nbread\nISBN 978-0-306-40615-7\n"
        return [
            Fixture(name: "empty.png", bytes: [], expected: .failure(.empty)),
            Fixture(name: "truncated.png", bytes: prefix(png), expected: .failure(.truncated)),
            Fixture(name: "truncated.jpg", bytes: prefix(jpeg), expected: .failure(.truncated)),
            Fixture(name: "truncated.webp", bytes: prefix(webp), expected: .failure(.truncated)),
            Fixture(name: "text.jpg", bytes: Array(text.utf8), expected: .failure(.notAnImage)),
            Fixture(name: "huge.png", bytes: hugePNG(), expected: .failure(.tooLarge)),
            // The first pixel row's "255" is read as the maxval, leaving one sample too few.
            Fixture(name: "missing-maxval.pgm", bytes: Array("P2\n4 2\n255 0 255 0\n0 255 0 255\n".utf8),
                    expected: .failure(.truncated)),
            Fixture(name: "short-data.ppm", bytes: Array("P6\n300 120\n255\n".utf8) + [UInt8](repeating: 200, count: 300 * 60 * 3),
                    expected: .failure(.truncated)),
        ]
    }

    /// A well-formed PNG header claiming 100000×100000 gray pixels, then an IDAT holding an empty
    /// zlib stream and IEND: only a size check made before decoding rejects it cheaply.
    static func hugePNG() -> [UInt8] {
        let side: [UInt8] = [0x00, 0x01, 0x86, 0xA0]   // 100000, big-endian
        let header = side + side + [8, 0, 0, 0, 0]      // 8-bit gray, deflate, no filter, no interlace
        let emptyZlib: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", emptyZlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = UInt32(data.count)
        let crc = CRC32.checksum(typeBytes + data)
        return bigEndian(length) + typeBytes + data + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
