import CPNG

/// Decodes a whole PNG to 8-bit sRGB with libpng's simplified read API, which also checks every
/// chunk's CRC and the zlib stream; transparency is composited on white as elsewhere in RasterKit.
enum PNGColourDecoding {
    static func decode(_ data: UnsafeBufferPointer<UInt8>, source: String) throws(ImageError) -> ColourPlanes {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, data.baseAddress, data.count) != 0 else {
            throw error(for: image, source: source)
        }
        image.format = UInt32(PNG_FORMAT_RGB)
        let width = Int(image.width), height = Int(image.height)
        var white = png_color(red: 255, green: 255, blue: 255)
        var samples = [UInt8](repeating: 0, count: 3 * width * height)
        let finished = samples.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &white, buffer.baseAddress, Int32(3 * width), nil)
        }
        guard finished != 0 else { throw error(for: image, source: source) }
        return samples.withUnsafeBufferPointer { buffer in
            ColourPlanes(interleaved: buffer, width: width, height: height, channels: 3)
        }
    }

    private static func error(for image: png_image, source: String) -> ImageError {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return ImageError(source: source, reason: LibpngDecoding.reason(forLibpngMessage: message))
    }
}
