/// Removes metadata from a PNG by copying its chunks, never re-encoding the image data.
///
/// Kept: every critical chunk (IHDR, PLTE, IDAT, IEND) and the ancillary chunks that change how
/// the pixels look or are laid out: colour space (gAMA, cHRM, sRGB, iCCP, cICP, mDCV, cLLI,
/// sBIT), transparency and background (tRNS, bKGD), pixel size (pHYs), palette histograms
/// (hIST, sPLT) and animation (acTL, fcTL, fdAT). Dropped: eXIf, the text chunks (tEXt, zTXt,
/// iTXt, where XMP lives), tIME, every other ancillary chunk (the specification lets decoders
/// ignore them) and anything after IEND.
///
/// The orientation is kept, as for JPEG, in a new eXIf chunk that holds only the Orientation
/// tag, placed before the image data.
enum PNGMetadataStripping {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let keptAncillary: Set<String> = [
        "gAMA", "cHRM", "sRGB", "iCCP", "cICP", "mDCV", "cLLI", "sBIT",
        "tRNS", "bKGD", "pHYs", "hIST", "sPLT", "acTL", "fcTL", "fdAT",
    ]

    /// The cleaned file; nil when the chunks do not chain from the signature to IEND.
    static func strip(_ bytes: UnsafeBufferPointer<UInt8>, orientation: EXIFOrientation) -> [UInt8]? {
        guard bytes.starts(with: signature) else { return nil }
        var out = signature
        out.reserveCapacity(bytes.count)
        var orientationWritten = orientation == .up
        var chunks = PNGChunks(bytes)
        while let chunk = chunks.next() {
            if !orientationWritten, chunk.type == "IDAT" {
                out += Self.chunk("eXIf", orientation.tiffPayload)
                orientationWritten = true
            }
            if chunk.isCritical || keptAncillary.contains(chunk.type) {
                out.append(contentsOf: bytes[chunk.whole])
            }
            if chunk.type == "IEND" { return out }
        }
        return nil
    }

    /// The orientation in the first eXIf chunk, `.up` when there is none or it cannot be read.
    static func orientation(in bytes: UnsafeBufferPointer<UInt8>) -> EXIFOrientation {
        guard bytes.starts(with: signature) else { return .up }
        var chunks = PNGChunks(bytes)
        while let chunk = chunks.next(), chunk.type != "IDAT" {
            if chunk.type == "eXIf" { return EXIFOrientation(tiff: Array(bytes[chunk.data])[...]) ?? .up }
        }
        return .up
    }

    /// A whole chunk: length, type, data and CRC.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = typeAndData.withUnsafeBytes { ZlibInflater.crc32($0) }
        return bigEndian32(UInt32(data.count)) + typeAndData + bigEndian32(crc)
    }

    private static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
