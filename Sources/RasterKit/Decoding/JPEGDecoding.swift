import CShims

/// JPEG through libjpeg-turbo, called only via CShims so that libjpeg's longjmp error exit never
/// crosses Swift frames. Baseline, progressive, gray, RGB, CMYK and YCCK data all become luma;
/// the EXIF orientation is then applied so the picture stands the way the camera held it.
enum JPEGDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                       source: String) throws(ImageError) -> GrayImage {
        let data = bytes.bindMemory(to: UInt8.self)
        var header = shims_jpeg_header()
        var message = [CChar](repeating: 0, count: 200)
        let headerStatus = shims_jpeg_read_header(data.baseAddress, data.count, &header,
                                                  &message, message.count)
        try check(headerStatus, message: message, source: source)
        let width = Int(header.width)
        let height = Int(header.height)
        try limits.check(width: width, height: height, format: .jpeg, source: source)

        var pixels = [UInt8](repeating: 0, count: width * height)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            shims_jpeg_decode_gray(data.baseAddress, data.count, Int32(clamping: limits.maxProgressiveScans),
                                   out.baseAddress, width, &message, message.count)
        }
        try check(status, message: message, source: source)
        let image = GrayImage(width: width, height: height, packedPixels: pixels)
        let orientation = EXIFOrientation(jpeg: data) ?? .up
        return image.applying(orientation)
    }

    static func check(_ status: shims_jpeg_status, message: [CChar],
                              source: String) throws(ImageError) {
        let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                            as: UTF8.self)
        switch status {
        case SHIMS_JPEG_OK:
            return
        case SHIMS_JPEG_TRUNCATED:
            throw ImageError(source: source, reason: .truncated(.jpeg, detail: detail))
        case SHIMS_JPEG_UNSUPPORTED:
            throw ImageError(source: source, reason: .unsupported(.jpeg, detail: detail))
        case SHIMS_JPEG_NO_MEMORY:
            throw ImageError(source: source, reason: .corrupt(.jpeg, detail: "out of memory"))
        default:
            throw ImageError(source: source, reason: reason(forLibjpegMessage: detail))
        }
    }

    /// libjpeg's fatal errors for data that simply ends are worded differently from real damage.
    static func reason(forLibjpegMessage message: String) -> ImageError.Reason {
        let lowered = message.lowercased()
        if lowered.contains("premature end") || lowered.contains("empty input") {
            return .truncated(.jpeg, detail: message)
        }
        if lowered.contains("unsupported") || lowered.contains("arithmetic") {
            return .unsupported(.jpeg, detail: message)
        }
        return .corrupt(.jpeg, detail: message)
    }
}
