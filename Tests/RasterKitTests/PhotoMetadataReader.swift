/// Reads back what a stored photo holds: its JPEG segments, PNG chunks or WebP chunks, and the
/// tags of any EXIF found in them, independently of the code that wrote the file.
enum PhotoMetadataReader {
    /// Marker and payload of each JPEG segment up to the start of scan.
    static func jpegSegments(_ jpeg: [UInt8]) -> [(marker: UInt8, payload: [UInt8])] {
        var found: [(UInt8, [UInt8])] = []
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
            let marker = jpeg[index + 1]
            let end = index + 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
            found.append((marker, Array(jpeg[(index + 4)..<min(end, jpeg.count)])))
            if marker == 0xDA { break }
            index = end
        }
        return found
    }

    /// Type and data of each PNG chunk.
    static func pngChunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var found: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            found.append((type, Array(png[offset + 8..<min(offset + 8 + length, png.count)])))
            offset += 12 + length
        }
        return found
    }

    /// Type and data of each WebP chunk, and whether the RIFF size matches the file.
    static func webpChunks(_ webp: [UInt8]) -> (chunks: [(type: String, data: [UInt8])], sizeMatches: Bool) {
        let riffSize = webp[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
        var found: [(String, [UInt8])] = []
        var offset = 12
        while offset + 8 <= webp.count {
            let size = webp[offset + 4..<offset + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: webp[offset..<offset + 4], as: UTF8.self)
            found.append((type, Array(webp[offset + 8..<min(offset + 8 + size, webp.count)])))
            offset += 8 + size + size % 2
        }
        return (found, riffSize + 8 == webp.count)
    }

    /// The tag numbers in IFD0 of a TIFF structure, and the value of Orientation (0x0112) if any.
    static func tiffTags(_ tiff: [UInt8]) -> (tags: [Int], orientation: Int?) {
        let body = tiff.starts(with: Array("Exif\0\0".utf8)) ? Array(tiff.dropFirst(6)) : tiff
        let little = body.starts(with: [0x49, 0x49])
        func read(_ offset: Int, _ count: Int) -> Int {
            let bytes = body[offset..<offset + count]
            return (little ? Array(bytes.reversed()) : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        let ifd = read(4, 4)
        var tags: [Int] = []
        var orientation: Int?
        for index in 0..<read(ifd, 2) {
            let entry = ifd + 2 + 12 * index
            tags.append(read(entry, 2))
            if tags.last == 0x0112 { orientation = read(entry + 8, 2) }
        }
        return (tags, orientation)
    }

    /// Whether `bytes` contains `text` anywhere.
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
