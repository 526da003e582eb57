import CShims

/// Decodes a JPEG in colour at the smallest DCT scale (1/1, 1/2, 1/4 or 1/8) that still gives
/// at least the pixels a thumbnail needs. libjpeg reads every entropy-coded block at any scale,
/// so this decode also proves the whole file readable, at a fraction of a full decode's cost
/// and memory (a 12-megapixel photo is decoded to 500×375).
enum JPEGColourDecoding {
    /// - Parameters:
    ///   - width, height: the stored size from the header.
    ///   - longestSide: the longest side the result must still reach.
    static func decode(_ data: UnsafeBufferPointer<UInt8>, width: Int, height: Int, longestSide: Int,
                       source: String) throws(ImageError) -> ColourPlanes {
        let denominator = scaleDenominator(longest: max(width, height), target: longestSide)
        let scaledWidth = (width + denominator - 1) / denominator
        let scaledHeight = (height + denominator - 1) / denominator
        var samples = [UInt8](repeating: 0, count: 3 * scaledWidth * scaledHeight)
        var message = [CChar](repeating: 0, count: 200)
        var outWidth: Int32 = 0, outHeight: Int32 = 0
        let status = samples.withUnsafeMutableBufferPointer { out in
            shims_jpeg_decode_rgb_scaled(data.baseAddress, data.count, Int32(denominator),
                                         Int32(clamping: DecodingLimits.standard.maxProgressiveScans),
                                         out.baseAddress, out.count, &outWidth, &outHeight,
                                         &message, message.count)
        }
        try JPEGDecoding.check(status, message: message, source: source)
        guard Int(outWidth) == scaledWidth, Int(outHeight) == scaledHeight else {
            throw ImageError(source: source, reason: .corrupt(.jpeg, detail: "scaled size \(outWidth)×\(outHeight)"))
        }
        return samples.withUnsafeBufferPointer { buffer in
            ColourPlanes(interleaved: buffer, width: scaledWidth, height: scaledHeight, channels: 3)
        }
    }

    /// The largest of 8, 4, 2, 1 that keeps the longest side at or above `target`.
    static func scaleDenominator(longest: Int, target: Int) -> Int {
        [8, 4, 2].first { (longest + $0 - 1) / $0 >= target } ?? 1
    }
}
