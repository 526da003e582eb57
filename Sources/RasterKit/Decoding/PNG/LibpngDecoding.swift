import CPNG

/// PNG through libpng's simplified read API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`), which keeps libpng's setjmp error handling inside libpng and
/// returns the message instead of printing it.
///
/// libpng takes the files `PNGDirectDecoding` declines: interlaced and 16-bit ones, those with
/// a gamma other than sRGB's (libpng converts them to sRGB), and damaged ones, whose errors
/// it words. Alpha is composited on white so a transparent background reads like paper.
enum LibpngDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            throw error(for: image, source: source)
        }
        let width = Int(image.width)
        let height = Int(image.height)
        try limits.check(width: width, height: height, format: .png, source: source)

        let isColour = image.format & UInt32(PNG_FORMAT_FLAG_COLOR) != 0
        let pixels = isColour
            ? try readColour(&image, hasAlpha: image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0, source: source)
            : try readGray(&image, source: source)
        return GrayImage(width: width, height: height, packedPixels: pixels)
    }

    private static func readGray(_ image: inout png_image, source: String) throws(ImageError) -> [UInt8] {
        image.format = UInt32(PNG_FORMAT_GRAY)
        var white = png_color(red: 255, green: 255, blue: 255)
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height))
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &white, buffer.baseAddress, Int32(image.width), nil)
        }
        guard finished != 0 else { throw error(for: image, source: source) }
        return pixels
    }

    /// Colour images are read as 8-bit RGB(A) and reduced to luma here: libpng's own colour to
    /// gray conversion works in linear light and costs several times more.
    private static func readColour(_ image: inout png_image, hasAlpha: Bool,
                                   source: String) throws(ImageError) -> [UInt8] {
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR) | (hasAlpha ? UInt32(PNG_FORMAT_FLAG_ALPHA) : 0)
        let channels = hasAlpha ? 4 : 3
        let count = Int(image.width) * Int(image.height)
        var samples = [UInt8](repeating: 0, count: count * channels)
        let finished = samples.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(Int(image.width) * channels), nil)
        }
        guard finished != 0 else { throw error(for: image, source: source) }
        return hasAlpha
            ? PixelConversion.grayFromRGBAOnWhite(samples, pixelCount: count)
            : PixelConversion.grayFromRGB(samples, pixelCount: count)
    }

    private static func error(for image: png_image, source: String) -> ImageError {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return ImageError(source: source, reason: reason(forLibpngMessage: message))
    }

    /// libpng has no error codes, only messages; these are the ones it gives for data that stops early.
    static func reason(forLibpngMessage message: String) -> ImageError.Reason {
        let lowered = message.lowercased()
        let truncationMarkers = ["beyond end of data", "not enough image data", "unexpected end",
                                 "truncated", "too short"]
        if truncationMarkers.contains(where: { lowered.contains($0) }) {
            return .truncated(.png, detail: message)
        }
        if lowered.contains("too large") || lowered.contains("exceeds user limit") {
            return .unsupported(.png, detail: message)
        }
        return .corrupt(.png, detail: message)
    }
}
