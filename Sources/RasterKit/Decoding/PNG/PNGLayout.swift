/// Where the chunks of a PNG that the fast path needs are, found in one walk over the file with
/// every one of those chunks' CRC checked.
///
/// Anything short of a complete, well-formed file (a bad CRC, a chunk running past the end,
/// no IEND, an unknown critical chunk) gives nil: such files are left to libpng, whose messages
/// say precisely what is wrong.
struct PNGLayout {
    var header: PNGHeader
    /// PLTE: red, green, blue for each entry.
    var palette: Range<Int>?
    /// tRNS: alpha per palette entry, or the gray or RGB value that stands for transparent.
    var transparency: Range<Int>?
    /// The IDAT chunks' data, in order; together one zlib stream.
    var imageData: [Range<Int>] = []
    /// gAMA in units of 1/100000, when present.
    var gamma: UInt32?
    var declaresSRGB = false

    init?(_ bytes: UnsafeRawBufferPointer) {
        var offset = 8
        var header: PNGHeader?
        var ended = false
        while !ended {
            guard let chunk = PNGLayout.chunk(in: bytes, at: offset) else { return nil }
            let data = chunk.data
            switch chunk.type {
            case .header:
                guard header == nil, offset == 8,
                      let parsed = PNGHeader(UnsafeRawBufferPointer(rebasing: bytes[data])) else { return nil }
                header = parsed
            case .palette: palette = data
            case .transparency: transparency = data
            case .gamma:
                guard data.count == 4 else { return nil }
                gamma = PNGHeader.bigEndian(UnsafeRawBufferPointer(rebasing: bytes[data]), at: 0)
            case .standardRGB: declaresSRGB = true
            case .imageData:
                guard imageData.last.map({ $0.upperBound + 12 == data.lowerBound }) ?? true else { return nil }
                imageData.append(data)
            case .end: ended = true
            case .other(let critical): if critical { return nil }
            }
            guard header != nil else { return nil }
            offset = data.upperBound + 4
        }
        guard let header, !imageData.isEmpty else { return nil }
        self.header = header
    }

    /// True unless a gAMA chunk asks for a conversion to sRGB that would change the pixels by
    /// more than libpng's own threshold (5 %).
    var isSRGBGamma: Bool {
        guard let gamma, !declaresSRGB else { return true }
        return (43_182...47_727).contains(gamma)
    }

    private enum ChunkType {
        case header, palette, transparency, gamma, standardRGB, imageData, end
        case other(critical: Bool)

        init(_ code: UInt32) {
            switch code {
            case 0x4948_4452: self = .header
            case 0x504C_5445: self = .palette
            case 0x7452_4E53: self = .transparency
            case 0x6741_4D41: self = .gamma
            case 0x7352_4742: self = .standardRGB
            case 0x4944_4154: self = .imageData
            case 0x4945_4E44: self = .end
            default: self = .other(critical: code & 0x2000_0000 == 0)
            }
        }

        /// Chunks whose contents are used, and whose CRC is therefore checked.
        var isRead: Bool {
            if case .other = self { return false }
            return true
        }
    }

    /// The chunk starting at `offset`: its type and data range, nil when it runs past the end
    /// or a read chunk's CRC does not match.
    private static func chunk(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (type: ChunkType, data: Range<Int>)? {
        guard offset <= bytes.count - 12 else { return nil }
        let length = Int(PNGHeader.bigEndian(bytes, at: offset))
        guard length <= bytes.count - 12 - offset else { return nil }
        let type = ChunkType(PNGHeader.bigEndian(bytes, at: offset + 4))
        let data = offset + 8 ..< offset + 8 + length
        if type.isRead {
            let covered = UnsafeRawBufferPointer(rebasing: bytes[offset + 4 ..< data.upperBound])
            guard ZlibInflater.crc32(covered) == PNGHeader.bigEndian(bytes, at: data.upperBound) else { return nil }
        }
        return (type, data)
    }
}
