import CShims

/// Writes baseline or progressive JPEG files in memory with libjpeg, from gray, RGB or CMYK samples.
///
/// Compression runs in C (`shims_jpeg_encode`), where libjpeg's setjmp/longjmp error exit is
/// caught; failures come back as `JPEGEncodingError.libjpeg` with libjpeg's message, and
/// nothing is printed.
///
/// ```swift
/// var encoder = JPEGEncoder(quality: 80)
/// encoder.exif = EXIFOrientation.right.exifPayload   // viewers turn it a quarter clockwise
/// let jpeg = try encoder.encode(thumbnail)
/// ```
public struct JPEGEncoder: Sendable, Hashable {
    /// How the caller's samples are to be read.
    public enum ColorSpace: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// One luminance sample per pixel.
        case gray
        /// Red, green, blue; stored as YCbCr with 2×2 chroma subsampling.
        case rgb
        /// Cyan, magenta, yellow, black, stored as given with an Adobe APP14 marker. Like
        /// Photoshop, pass inverted values (255 = no ink): libjpeg-based readers expect that.
        case cmyk

        /// Samples per pixel.
        public var componentCount: Int {
            switch self {
            case .gray: return 1
            case .rgb: return 3
            case .cmyk: return 4
            }
        }

        /// The name, e.g. `cmyk`.
        public var description: String {
            switch self {
            case .gray: return "gray"
            case .rgb: return "rgb"
            case .cmyk: return "cmyk"
            }
        }
    }

    /// libjpeg's quality scale, 1 (smallest) … 100 (best).
    public var quality: Int
    /// Write a progressive scan script instead of a single baseline scan.
    public var progressive: Bool
    /// The payload of an APP1 segment, starting with `Exif\0\0`, or `nil` for none. When set,
    /// no JFIF APP0 segment is written, so the EXIF segment directly follows SOI as cameras do.
    public var exif: [UInt8]?

    /// Creates an encoder.
    public init(quality: Int = 85, progressive: Bool = false, exif: [UInt8]? = nil) {
        self.quality = quality
        self.progressive = progressive
        self.exif = exif
    }

    /// A grayscale JPEG of `image`.
    ///
    /// Wraps `shims_jpeg_encode` (libjpeg's `jpeg_write_scanlines` into `jpeg_mem_dest`).
    public func encode(_ image: GrayImage) throws(JPEGEncodingError) -> [UInt8] {
        try encode(width: image.width, height: image.height, colorSpace: .gray, samples: image.pixels,
                   rowStride: image.bytesPerRow)
    }

    /// A JPEG of 8-bit samples in `colorSpace`, rows `rowStride` bytes apart (packed when `nil`).
    ///
    /// Wraps `shims_jpeg_encode` (libjpeg's `jpeg_write_scanlines` into `jpeg_mem_dest`).
    ///
    /// ```swift
    /// let red = try JPEGEncoder().encode(width: 1, height: 1, colorSpace: .rgb, samples: [255, 0, 0])
    /// ```
    public func encode(width: Int, height: Int, colorSpace: ColorSpace, samples: [UInt8],
                       rowStride: Int? = nil) throws(JPEGEncodingError) -> [UInt8] {
        let stride = try checkedStride(width: width, height: height, colorSpace: colorSpace,
                                       rowStride: rowStride, given: samples.count)
        let exifBytes = exif ?? []
        return try samples.withUnsafeBufferPointer { pixels in
            exifBytes.withUnsafeBufferPointer { exifBuffer in
                var request = shims_jpeg_encode_request(
                    pixels: pixels.baseAddress, stride: stride, width: Int32(width), height: Int32(height),
                    components: Int32(colorSpace.componentCount), quality: Int32(quality),
                    progressive: progressive ? 1 : 0,
                    exif: exif == nil ? nil : exifBuffer.baseAddress, exif_size: exifBuffer.count)
                return Result { () throws(JPEGEncodingError) -> [UInt8] in try Self.run(&request) }
            }
        }.get()
    }

    private static func run(_ request: inout shims_jpeg_encode_request) throws(JPEGEncodingError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { text in
            shims_jpeg_encode(&request, &output, &size, text.baseAddress, text.count)
        }
        defer { shims_jpeg_encode_free(output) }
        guard status == SHIMS_JPEG_ENCODE_OK, let output else {
            let text = message.withUnsafeBytes { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw .libjpeg(text)
        }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    private func checkedStride(width: Int, height: Int, colorSpace: ColorSpace, rowStride: Int?,
                               given: Int) throws(JPEGEncodingError) -> Int {
        guard (1...65_500).contains(width), (1...65_500).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        guard (1...100).contains(quality) else { throw .invalidQuality(quality) }
        if let exif, exif.count > 65_533 { throw .exifTooLarge(exif.count) }
        let rowBytes = width * colorSpace.componentCount
        let stride = rowStride ?? rowBytes
        guard stride >= rowBytes else { throw .invalidRowStride(stride: stride, minimum: rowBytes) }
        let (before, overflow) = stride.multipliedReportingOverflow(by: height - 1)
        let needed = overflow ? Int.max : before + rowBytes
        guard given >= needed else {
            throw .tooFewSamples(given: given, needed: needed, layout: "\(width)×\(height) \(colorSpace)")
        }
        return stride
    }
}
