import CWebP

/// Decodes a whole WebP with libwebp, which scales while it decodes (`use_scaling`), so only
/// the thumbnail-sized result is ever held; transparency is composited on white.
enum WebPColourDecoding {
    static func decode(_ data: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                       source: String) throws(ImageError) -> ColourPlanes {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw ImageError(source: source, reason: .unsupported(.webp, detail: "libwebp version mismatch"))
        }
        var rgba = [UInt8](repeating: 0, count: 4 * width * height)
        let status = rgba.withUnsafeMutableBufferPointer { buffer in
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(width)
            config.options.scaled_height = Int32(height)
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = buffer.baseAddress
            config.output.u.RGBA.stride = Int32(4 * width)
            config.output.u.RGBA.size = buffer.count
            return WebPDecode(data.baseAddress, data.count, &config)
        }
        try WebPDecoding.check(status, source: source)
        return rgba.withUnsafeBufferPointer { buffer in
            ColourPlanes(interleaved: buffer, width: width, height: height, channels: 4)
        }
    }
}
