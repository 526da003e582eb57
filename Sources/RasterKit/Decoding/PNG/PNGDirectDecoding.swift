/// The fast way through the PNGs that photos and screenshots are saved as: not interlaced, 8 or
/// fewer bits per sample, sRGB. The image data is inflated in one call with libdeflate, and each
/// row is unfiltered and turned into gray while it is still in cache.
///
/// Everything else (interlaced and 16-bit files, other gammas, damaged files) is declined with
/// nil and decoded by libpng, so its error messages and rare variants stay libpng's.
enum PNGDirectDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage? {
        guard let png = PNGLayout(bytes), !png.header.interlaced, png.header.bitDepth <= 8,
              png.isSRGBGamma, let rows = PNGGrayRows(png, in: bytes)
        else { return nil }
        let header = png.header
        try limits.check(width: header.width, height: header.height, format: .png, source: source)
        guard let inflater = ZlibInflater() else { return nil }

        let (size, overflow) = (header.rowBytes + 1).multipliedReportingOverflow(by: header.height)
        guard !overflow, size < Int.max - slack else { return nil }
        let filtered = UnsafeMutableRawBufferPointer.allocate(byteCount: size + slack, alignment: 16)
        defer { filtered.deallocate() }
        UnsafeMutableRawBufferPointer(rebasing: filtered[size...]).initializeMemory(as: UInt8.self, repeating: 0)
        let inflated = withImageData(png, in: bytes) {
            inflater.inflate($0, into: UnsafeMutableRawBufferPointer(rebasing: filtered[..<size]))
        }
        guard inflated else { return nil }

        var gray = [UInt8](repeating: 0, count: header.width * header.height)
        let complete = gray.withUnsafeMutableBufferPointer { output in
            unfilterAndConvert(filtered.bindMemory(to: UInt8.self), header: header, rows: rows, into: output)
        }
        return complete ? GrayImage(width: header.width, height: header.height, packedPixels: gray) : nil
    }

    /// Bytes after the last row and after the zero row, for the unfilter's four-byte steps.
    private static let slack = 4

    /// Calls `body` with the IDAT data as one buffer, joining the chunks only when there are several.
    private static func withImageData<Result>(_ png: PNGLayout, in bytes: UnsafeRawBufferPointer,
                                              _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if png.imageData.count == 1 {
            return body(UnsafeRawBufferPointer(rebasing: bytes[png.imageData[0]]))
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(png.imageData.reduce(0) { $0 + $1.count })
        for range in png.imageData { joined.append(contentsOf: bytes[range]) }
        return joined.withUnsafeBytes(body)
    }

    /// Undoes each row's filter in place and writes its gray pixels; false on an unknown filter.
    private static func unfilterAndConvert(_ filtered: UnsafeMutableBufferPointer<UInt8>, header: PNGHeader,
                                           rows: PNGGrayRows, into output: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let base = filtered.baseAddress, let gray = output.baseAddress else { return false }
        let rowBytes = header.rowBytes
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + slack)
        zeros.initialize(repeating: 0, count: rowBytes + slack)
        defer { zeros.deallocate() }
        var above = UnsafePointer(zeros)
        for y in 0..<header.height {
            let row = base + y * (rowBytes + 1)
            guard PNGScanlineFilter.unfilter(row[0], row: row + 1, above: above, count: rowBytes,
                                             distance: header.filterDistance) else { return false }
            rows.convert(row + 1, into: gray + y * header.width)
            above = UnsafePointer(row + 1)
        }
        return true
    }
}
