import CWebP

/// libwebp's one-call encoders, copied out of libwebp's buffer.
enum WebP {
    /// Lossy, from packed RGB (`WebPEncodeRGB`).
    static func lossyRGB(_ rgb: [UInt8], width: Int, height: Int, quality: Float) throws -> [UInt8] {
        try encode("WebPEncodeRGB") { output in
            WebPEncodeRGB(rgb, Int32(width), Int32(height), Int32(width * 3), quality, output)
        }
    }

    /// Lossless, from packed RGB (`WebPEncodeLosslessRGB`).
    static func losslessRGB(_ rgb: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        try encode("WebPEncodeLosslessRGB") { output in
            WebPEncodeLosslessRGB(rgb, Int32(width), Int32(height), Int32(width * 3), output)
        }
    }

    /// Lossless with alpha, from packed RGBA (`WebPEncodeLosslessRGBA`).
    static func losslessRGBA(_ rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        try encode("WebPEncodeLosslessRGBA") { output in
            WebPEncodeLosslessRGBA(rgba, Int32(width), Int32(height), Int32(width * 4), output)
        }
    }

    private static func encode(_ call: String,
                               _ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let size = body(&output)
        defer { WebPFree(output) }
        guard size > 0, let output else { throw MakerError.webp(call) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
