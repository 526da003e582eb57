import CShims
import CWebP

/// What a photo's header says, read without decoding any pixels: the stored size, the
/// orientation its metadata declares and (for WebP) whether it has alpha.
struct PhotoHeader {
    var width: Int
    var height: Int
    var orientation: EXIFOrientation
    var hasAlpha = false

    /// The size as displayed, after the orientation.
    var displayedSize: (width: Int, height: Int) {
        orientation.swapsDimensions ? (height, width) : (width, height)
    }

    static func read(_ data: UnsafeBufferPointer<UInt8>, format: PhotoFormat,
                     source: String) throws(ImageError) -> PhotoHeader {
        switch format {
        case .jpeg: return try jpeg(data, source: source)
        case .png: return try png(data, source: source)
        case .webp: return try webp(data, source: source)
        }
    }

    private static func jpeg(_ data: UnsafeBufferPointer<UInt8>, source: String) throws(ImageError) -> PhotoHeader {
        var header = shims_jpeg_header()
        var message = [CChar](repeating: 0, count: 200)
        let status = shims_jpeg_read_header(data.baseAddress, data.count, &header, &message, message.count)
        try JPEGDecoding.check(status, message: message, source: source)
        return PhotoHeader(width: Int(header.width), height: Int(header.height),
                           orientation: EXIFOrientation(jpeg: data) ?? .up)
    }

    /// The IHDR chunk must come first, so a size too large is found from the first 33 bytes.
    private static func png(_ data: UnsafeBufferPointer<UInt8>, source: String) throws(ImageError) -> PhotoHeader {
        guard data.count >= 33 else {
            throw ImageError(source: source, reason: .truncated(.png, detail: "the file ends inside the header"))
        }
        let ihdr = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(data)[8..<33])
        guard PNGHeader.bigEndian(ihdr, at: 0) == 13, ihdr[4..<8].elementsEqual("IHDR".utf8),
              let header = PNGHeader(UnsafeRawBufferPointer(rebasing: ihdr[8..<21])) else {
            throw ImageError(source: source, reason: .corrupt(.png, detail: "no valid IHDR chunk first"))
        }
        return PhotoHeader(width: header.width, height: header.height,
                           orientation: PNGMetadataStripping.orientation(in: data))
    }

    private static func webp(_ data: UnsafeBufferPointer<UInt8>, source: String) throws(ImageError) -> PhotoHeader {
        var features = WebPBitstreamFeatures()
        try WebPDecoding.check(WebPGetFeatures(data.baseAddress, data.count, &features), source: source)
        return PhotoHeader(width: Int(features.width), height: Int(features.height),
                           orientation: WebPMetadataStripping.orientation(in: data),
                           hasAlpha: features.has_alpha != 0)
    }
}
