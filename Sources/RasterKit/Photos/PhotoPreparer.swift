/// Checks an uploaded photo, removes its metadata and makes its thumbnail.
///
/// The steps, each cheaper than the next, so that bad files are refused early:
/// 1. the real kind is sniffed from the first bytes (never the file name): JPEG, PNG and WebP
///    are accepted, anything else is refused naming what it is;
/// 2. the byte count, then the pixel count the header declares, are checked against `limits`
///    before any pixel is decoded, so a decompression bomb costs a header read;
/// 3. metadata is removed by copying the file's segments or chunks, the pixels untouched (see
///    `JPEGMetadataStripping`, `PNGMetadataStripping`, `WebPMetadataStripping`); the
///    orientation stays as the only metadata, so the photo still shows upright;
/// 4. the cleaned file is decoded whole, which proves it readable and gives the thumbnail:
///    a JPEG is decoded at the DCT scale the thumbnail needs (every block is still read), a
///    WebP scaled while decoding, a PNG in full and then reduced by area averaging.
///
/// Every refusal is a `PhotoError` naming the file; nothing is returned for it.
///
/// ```swift
/// let preparer = PhotoPreparer(limits: PhotoLimits(maxBytes: 15_000_000, maxPixels: 30_000_000))
/// do {
///     let photo = try preparer.prepare(upload, name: "IMG_2041.jpg")
///     print(photo.format, photo.width, photo.height, photo.thumbnail.bytes.count)
/// } catch {
///     print(error)   // IMG_2041.jpg: truncated JPEG (Premature end of JPEG file)
/// }
/// ```
public struct PhotoPreparer: Sendable {
    /// The largest file and picture accepted.
    public let limits: PhotoLimits
    /// The thumbnail's longest side in pixels; smaller photos keep their size.
    public let thumbnailSide: Int
    /// The thumbnail's JPEG quality, 1…100.
    public let thumbnailQuality: Int

    /// Creates a preparer.
    ///
    /// - Precondition: `thumbnailSide` is 1…65500 and `thumbnailQuality` 1…100.
    public init(limits: PhotoLimits = .standard, thumbnailSide: Int = 320, thumbnailQuality: Int = 80) {
        precondition((1...65_500).contains(thumbnailSide), "thumbnailSide must be 1…65500")
        precondition((1...100).contains(thumbnailQuality), "thumbnailQuality must be 1…100")
        self.limits = limits
        self.thumbnailSide = thumbnailSide
        self.thumbnailQuality = thumbnailQuality
    }

    /// Checks, cleans and thumbnails the file `bytes`; `name` names it in errors.
    public func prepare(_ bytes: [UInt8], name: String) throws(PhotoError) -> PreparedPhoto {
        let result = bytes.withUnsafeBufferPointer { data in
            Result { () throws(PhotoError) -> PreparedPhoto in try prepare(data, name: name) }
        }
        return try result.get()
    }

    private func prepare(_ data: UnsafeBufferPointer<UInt8>, name: String) throws(PhotoError) -> PreparedPhoto {
        let format = try acceptedFormat(data, name: name)
        let header = try undecodable(name) { () throws(ImageError) in
            try PhotoHeader.read(data, format: format, source: name)
        }
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixels <= limits.maxPixels else {
            throw PhotoError(source: name, reason: .tooManyPixels(width: header.width, height: header.height,
                                                                   limit: limits.maxPixels))
        }
        let cleaned = try clean(data, format: format, header: header, name: name)
        let thumbnail = try cleaned.withUnsafeBufferPointer { cleanedData throws(PhotoError) in
            try makeThumbnail(cleanedData, format: format, header: header, name: name)
        }
        let size = header.displayedSize
        return PreparedPhoto(bytes: cleaned, format: format, width: size.width, height: size.height,
                             orientation: header.orientation, thumbnail: thumbnail)
    }

    /// The photo format of `bytes` by their first bytes; `.empty` or `.notAPhoto` naming what they
    /// are instead. `prepare` checks this first; a caller that reads the file for something else
    /// too (the desk reads a new book's ISBN from its first photo) checks it before, so a GIF is
    /// refused the same way whichever command gets it.
    ///
    /// ```swift
    /// try PhotoPreparer.format(of: Array("GIF89a".utf8), name: "x.gif")   // throws: x.gif: a GIF image, not a JPEG, PNG or WebP photo
    /// ```
    public static func format(of bytes: some Collection<UInt8>, name: String) throws(PhotoError) -> PhotoFormat {
        guard !bytes.isEmpty else { throw PhotoError(source: name, reason: .empty) }
        let kind = FileKind(sniffing: bytes)
        guard let format = PhotoFormat(kind) else { throw PhotoError(source: name, reason: .notAPhoto(kind)) }
        return format
    }

    /// Refuses empty files, other kinds of file and files over the byte limit.
    private func acceptedFormat(_ data: UnsafeBufferPointer<UInt8>, name: String) throws(PhotoError) -> PhotoFormat {
        let format = try Self.format(of: data, name: name)
        guard data.count <= limits.maxBytes else {
            throw PhotoError(source: name, reason: .tooManyBytes(count: data.count, limit: limits.maxBytes))
        }
        return format
    }

    /// The file without metadata. When its structure cannot be walked, the decoder is asked
    /// why, so that a truncated file is reported as truncated.
    private func clean(_ data: UnsafeBufferPointer<UInt8>, format: PhotoFormat, header: PhotoHeader,
                       name: String) throws(PhotoError) -> [UInt8] {
        let cleaned: [UInt8]?
        switch format {
        case .jpeg: cleaned = JPEGMetadataStripping.strip(data, orientation: header.orientation)
        case .png: cleaned = PNGMetadataStripping.strip(data, orientation: header.orientation)
        case .webp:
            let canvas = WebPMetadataStripping.Canvas(width: header.width, height: header.height,
                                                      hasAlpha: header.hasAlpha)
            cleaned = WebPMetadataStripping.strip(data, orientation: header.orientation, canvas: canvas)
        }
        if let cleaned { return cleaned }
        _ = try makeThumbnail(data, format: format, header: header, name: name)
        throw PhotoError(source: name, reason: .malformed(format, detail: "its \(format == .jpeg ? "segments" : "chunks") do not reach the end of the image"))
    }

    /// Decodes the whole file and returns its thumbnail, upright.
    private func makeThumbnail(_ data: UnsafeBufferPointer<UInt8>, format: PhotoFormat, header: PhotoHeader,
                               name: String) throws(PhotoError) -> PhotoThumbnail {
        let size = ThumbnailSize(width: header.width, height: header.height, longestSide: thumbnailSide)
        let planes = try undecodable(name) { () throws(ImageError) -> ColourPlanes in
            switch format {
            case .jpeg:
                return try JPEGColourDecoding.decode(data, width: header.width, height: header.height,
                                                     longestSide: size.longestSide, source: name)
            case .png:
                return try PNGColourDecoding.decode(data, source: name)
            case .webp:
                return try WebPColourDecoding.decode(data, width: size.width, height: size.height, source: name)
            }
        }
        let upright = planes.scaled(width: size.width, height: size.height).applying(header.orientation)
        do {
            let jpeg = try JPEGEncoder(quality: thumbnailQuality)
                .encode(width: upright.width, height: upright.height, colorSpace: .rgb, samples: upright.interleaved())
            return PhotoThumbnail(bytes: jpeg, width: upright.width, height: upright.height)
        } catch {
            throw PhotoError(source: name, reason: .thumbnailFailed(error))
        }
    }

    /// Runs `body`, turning a decoder's `ImageError` into `.undecodable`.
    private func undecodable<Value>(_ name: String,
                                    _ body: () throws(ImageError) -> Value) throws(PhotoError) -> Value {
        do {
            return try body()
        } catch {
            throw PhotoError(source: name, reason: .undecodable(error.reason))
        }
    }
}
