@testable import RasterKit

/// Builds small PNG files by hand, with a chosen scanline filter on every row and, if asked,
/// Adam7 interlacing: the variants an encoder picks for itself and the tests need to choose.
/// The zlib stream uses stored (uncompressed) blocks, so the test controls every byte.
struct PNGTestFile {
    var width: Int
    var height: Int
    var bitDepth: UInt8
    var colourType: UInt8
    /// Unfiltered rows, each `rowBytes` long.
    var rows: [[UInt8]]
    var palette: [UInt8]? = nil
    var transparency: [UInt8]? = nil
    var gamma: UInt32? = nil
    var interlaced = false

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colourType)] ?? 1 }
    var bitsPerPixel: Int { channels * Int(bitDepth) }
    var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }

    /// The file, with row `y` filtered by `filters[y % filters.count]`.
    func bytes(filters: [UInt8]) -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [bitDepth, colourType, 0, 0, interlaced ? 1 : 0]
        file += Self.chunk("IHDR", header)
        if let gamma { file += Self.chunk("gAMA", Self.bigEndian(gamma)) }
        if let palette { file += Self.chunk("PLTE", palette) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        file += Self.chunk("IDAT", Self.zlibStored(imageData(filters: filters)))
        file += Self.chunk("IEND", [])
        return file
    }

    private func imageData(filters: [UInt8]) -> [UInt8] {
        interlaced ? adam7ImageData() : filteredImageData(filters: filters)
    }

    private func filteredImageData(filters: [UInt8]) -> [UInt8] {
        let distance = max(1, bitsPerPixel / 8)
        var data: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rowBytes)
        for (y, row) in rows.enumerated() {
            let filter = filters[y % filters.count]
            data.append(filter)
            data += Self.filtered(row, above: above, type: filter, distance: distance)
            above = row
        }
        return data
    }

    /// The seven Adam7 passes, each a small unfiltered image of every (step)th pixel from
    /// (start); only for whole-byte pixels.
    private func adam7ImageData() -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        let size = bitsPerPixel / 8
        var data: [UInt8] = []
        for (startX, startY, stepX, stepY) in passes where startX < width && startY < height {
            for y in stride(from: startY, to: height, by: stepY) {
                data.append(0)
                for x in stride(from: startX, to: width, by: stepX) {
                    data += rows[y][x * size ..< (x + 1) * size]
                }
            }
        }
        return data
    }

    /// The PNG filters in their encoding direction, written plainly from the specification.
    static func filtered(_ row: [UInt8], above: [UInt8], type: UInt8, distance: Int) -> [UInt8] {
        row.indices.map { index in
            let left = index >= distance ? Int(row[index - distance]) : 0
            let up = Int(above[index])
            let corner = index >= distance ? Int(above[index - distance]) : 0
            let prediction: Int
            switch type {
            case 1: prediction = left
            case 2: prediction = up
            case 3: prediction = (left + up) / 2
            case 4:
                let estimate = left + up - corner
                let (toLeft, toUp, toCorner) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                prediction = toLeft <= toUp && toLeft <= toCorner ? left : (toUp <= toCorner ? up : corner)
            default: prediction = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[index]) - prediction)
        }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBytes { ZlibInflater.crc32($0) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    /// A zlib stream of stored deflate blocks (at most 65535 bytes each) with its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
