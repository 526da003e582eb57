import CWebP

/// WebP (lossy and lossless) through libwebp's advanced API (`WebPGetFeatures`, `WebPDecode`),
/// decoding straight into buffers this type owns.
///
/// Opaque images are decoded to YUV and only the luma plane is kept; images with alpha are
/// decoded to RGBA and composited on white, like PNG.
enum WebPDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage {
        let data = bytes.bindMemory(to: UInt8.self)
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw ImageError(source: source, reason: .unsupported(.webp, detail: "libwebp version mismatch"))
        }
        try check(WebPGetFeatures(data.baseAddress, data.count, &config.input), source: source)
        let width = Int(config.input.width)
        let height = Int(config.input.height)
        try limits.check(width: width, height: height, format: .webp, source: source)

        let pixels: [UInt8]
        if config.input.has_alpha != 0 {
            pixels = try decodeRGBA(data, config: &config, width: width, height: height, source: source)
        } else {
            pixels = try decodeLuma(data, config: &config, width: width, height: height, source: source)
        }
        return GrayImage(width: width, height: height, packedPixels: pixels)
    }

    private static func decodeLuma(_ data: UnsafeBufferPointer<UInt8>, config: inout WebPDecoderConfig,
                                   width: Int, height: Int, source: String) throws(ImageError) -> [UInt8] {
        let chromaWidth = (width + 1) / 2
        let chromaCount = chromaWidth * ((height + 1) / 2)
        var luma = [UInt8](repeating: 0, count: width * height)
        var u = [UInt8](repeating: 0, count: chromaCount)
        var v = [UInt8](repeating: 0, count: chromaCount)
        let status = luma.withUnsafeMutableBufferPointer { y in
            u.withUnsafeMutableBufferPointer { u in
                v.withUnsafeMutableBufferPointer { v in
                    config.output.colorspace = MODE_YUV
                    config.output.is_external_memory = 1
                    config.output.u.YUVA.y = y.baseAddress
                    config.output.u.YUVA.y_stride = Int32(width)
                    config.output.u.YUVA.y_size = y.count
                    config.output.u.YUVA.u = u.baseAddress
                    config.output.u.YUVA.u_stride = Int32(chromaWidth)
                    config.output.u.YUVA.u_size = u.count
                    config.output.u.YUVA.v = v.baseAddress
                    config.output.u.YUVA.v_stride = Int32(chromaWidth)
                    config.output.u.YUVA.v_size = v.count
                    return WebPDecode(data.baseAddress, data.count, &config)
                }
            }
        }
        try check(status, source: source)
        expandVideoRange(&luma)
        return luma
    }

    private static func decodeRGBA(_ data: UnsafeBufferPointer<UInt8>, config: inout WebPDecoderConfig,
                                   width: Int, height: Int, source: String) throws(ImageError) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let status = rgba.withUnsafeMutableBufferPointer { buffer in
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = buffer.baseAddress
            config.output.u.RGBA.stride = Int32(width * 4)
            config.output.u.RGBA.size = buffer.count
            return WebPDecode(data.baseAddress, data.count, &config)
        }
        try check(status, source: source)
        return PixelConversion.grayFromRGBAOnWhite(rgba, pixelCount: width * height)
    }

    /// libwebp's Y plane uses the video range 16…235; stretch it to 0…255 like the other decoders.
    private static func expandVideoRange(_ luma: inout [UInt8]) {
        var table = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 {
            table[value] = UInt8(clamping: ((value - 16) * 255 + 109) / 219)
        }
        luma.withUnsafeMutableBufferPointer { pixels in
            table.withUnsafeBufferPointer { lookup in
                for index in pixels.indices { pixels[index] = lookup[Int(pixels[index])] }
            }
        }
    }

    static func check(_ status: VP8StatusCode, source: String) throws(ImageError) {
        switch status {
        case VP8_STATUS_OK:
            return
        case VP8_STATUS_NOT_ENOUGH_DATA:
            throw ImageError(source: source, reason: .truncated(.webp, detail: "data ends early"))
        case VP8_STATUS_UNSUPPORTED_FEATURE:
            throw ImageError(source: source, reason: .unsupported(.webp, detail: "feature not supported by libwebp"))
        case VP8_STATUS_OUT_OF_MEMORY:
            throw ImageError(source: source, reason: .corrupt(.webp, detail: "out of memory"))
        default:
            throw ImageError(source: source, reason: .corrupt(.webp, detail: "bitstream error (VP8 status \(status.rawValue))"))
        }
    }
}
