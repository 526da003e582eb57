/// Decodes PNG, JPEG, WebP, PGM and PPM files or bytes to a `GrayImage`.
///
/// The format is recognised from the bytes. The byte limit is kept while the file is read, the
/// pixel limit is checked from the header before any pixel memory is allocated, and every failure is an `ImageError` naming the input.
/// The C libraries underneath never print and never abort the process.
///
/// ```swift
/// let decoder = ImageDecoder()
/// let image = try decoder.decode(contentsOf: "shelf/IMG_2041.jpg")
/// print(image.width, image.height)
/// ```
public struct ImageDecoder: Sendable {
    /// Bounds checked before decoding.
    public var limits: DecodingLimits

    /// Creates a decoder with the given limits (50 megapixels by default).
    public init(limits: DecodingLimits = .standard) {
        self.limits = limits
    }

    /// Reads and decodes the file at `path`, which may hold at most `limits.maxFileBytes` bytes.
    public func decode(contentsOf path: String) throws(ImageError) -> GrayImage {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path, limit: limits.maxFileBytes)
        } catch {
            throw ImageError(source: path, reason: .unreadable(error.reason))
        }
        return try decode(bytes, source: path)
    }

    /// Decodes image bytes; `source` names them in errors.
    public func decode(_ bytes: [UInt8], source: String = "image data") throws(ImageError) -> GrayImage {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(ImageError) -> GrayImage in try decode(raw, source: source) }
        }
        return try result.get()
    }

    /// Decodes image bytes in place, without copying them; `source` names them in errors.
    public func decode(_ bytes: UnsafeRawBufferPointer, source: String = "image data") throws(ImageError) -> GrayImage {
        guard !bytes.isEmpty else { throw ImageError(source: source, reason: .empty) }
        guard let format = ImageFormat(sniffing: bytes) else {
            let kind = FileKind(sniffing: bytes)
            throw ImageError(source: source, reason: kind.isImage ? .otherFormat(kind) : .notAnImage)
        }
        switch format {
        case .png: return try PNGDecoding.decode(bytes, limits: limits, source: source)
        case .jpeg: return try JPEGDecoding.decode(bytes, limits: limits, source: source)
        case .webp: return try WebPDecoding.decode(bytes, limits: limits, source: source)
        case .pgm, .ppm: return try PNMDecoding.decode(bytes, format: format, limits: limits, source: source)
        }
    }
}
