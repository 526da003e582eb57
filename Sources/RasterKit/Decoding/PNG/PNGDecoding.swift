/// PNG decoding: the direct path for the common, well-formed files, libpng for the rest.
enum PNGDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage {
        if let image = try PNGDirectDecoding.decode(bytes, limits: limits, source: source) {
            return image
        }
        return try LibpngDecoding.decode(bytes, limits: limits, source: source)
    }
}
