import CPNG

/// Writes PNG files in memory with libpng's simplified write API (`png_image_write_to_memory`),
/// which keeps libpng's setjmp error handling inside libpng and reports failures as a message.
///
/// Besides `GrayImage`, it writes every PNG colour type from caller-made pixel buffers: gray,
/// gray+alpha, RGB and RGBA at 8 or 16 bits per sample, and palette images (with transparency
/// when an entry's alpha is below 255; palettes of up to 16 entries are packed to 1, 2 or 4 bits).
///
/// ```swift
/// let png = try PNGEncoder().encode(GrayImage(width: 64, height: 32, fill: 255))
/// let rgb = try PNGEncoder().encode(width: 1, height: 1, channels: .rgb, samples: [255, 0, 0])
/// ```
public struct PNGEncoder: Sendable, Hashable {
    /// The samples that make up one pixel, in order.
    public enum Channels: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Luminance only.
        case gray
        /// Luminance, then alpha (0 transparent, maximum opaque, not premultiplied).
        case grayAlpha
        /// Red, green, blue.
        case rgb
        /// Red, green, blue, then alpha (not premultiplied).
        case rgba

        /// Samples per pixel.
        public var count: Int {
            switch self {
            case .gray: return 1
            case .grayAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// The layout's name, e.g. `rgba`.
        public var description: String {
            switch self {
            case .gray: return "gray"
            case .grayAlpha: return "gray+alpha"
            case .rgb: return "rgb"
            case .rgba: return "rgba"
            }
        }

        var pngFormat: UInt32 {
            switch self {
            case .gray: return 0
            case .grayAlpha: return UInt32(PNG_FORMAT_FLAG_ALPHA)
            case .rgb: return UInt32(PNG_FORMAT_FLAG_COLOR)
            case .rgba: return UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            }
        }
    }

    /// One colour of a palette image, in sRGB with straight (not premultiplied) alpha.
    public struct PaletteEntry: Sendable, Hashable {
        /// Red, 0…255.
        public var red: UInt8
        /// Green, 0…255.
        public var green: UInt8
        /// Blue, 0…255.
        public var blue: UInt8
        /// Opacity, 0 (transparent) … 255 (opaque).
        public var alpha: UInt8

        /// Creates an entry; opaque unless `alpha` says otherwise.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// A gray entry (`red == green == blue == level`).
        public init(gray level: UInt8, alpha: UInt8 = 255) {
            self.init(red: level, green: level, blue: level, alpha: alpha)
        }
    }

    /// Compress faster at some cost in size (libpng's `PNG_IMAGE_FLAG_FAST`).
    public var favorsSpeed: Bool

    /// Creates an encoder; by default it favours small files.
    public init(favorsSpeed: Bool = false) {
        self.favorsSpeed = favorsSpeed
    }

    /// An 8-bit grayscale PNG of `image` (padding bytes between rows are not written).
    ///
    /// Wraps `png_image_write_to_memory` with `PNG_FORMAT_GRAY`.
    public func encode(_ image: GrayImage) throws(PNGEncodingError) -> [UInt8] {
        guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw .invalidSize(width: image.width, height: image.height)
        }
        guard image.bytesPerRow <= Int(Int32.max) else {
            throw .invalidRowStride(stride: image.bytesPerRow, minimum: image.width)
        }
        return try write(image.pixels, format: Channels.gray.pngFormat, width: image.width, height: image.height,
                         rowStride: image.bytesPerRow)
    }

    /// A PNG of 8-bit samples laid out as `channels`, rows `rowStride` samples apart
    /// (packed rows when `nil`).
    ///
    /// Wraps `png_image_write_to_memory` with `PNG_FORMAT_GRAY`, `_GA`, `_RGB` or `_RGBA`.
    ///
    /// ```swift
    /// // A 2×1 RGBA image: opaque red, then fully transparent.
    /// let png = try PNGEncoder().encode(width: 2, height: 1, channels: .rgba,
    ///                                   samples: [255, 0, 0, 255, 0, 0, 0, 0])
    /// ```
    public func encode(width: Int, height: Int, channels: Channels, samples: [UInt8],
                       rowStride: Int? = nil) throws(PNGEncodingError) -> [UInt8] {
        let stride = try Self.checkedStride(width: width, height: height, samplesPerPixel: channels.count,
                                            rowStride: rowStride, given: samples.count,
                                            layout: "\(width)×\(height) \(channels)")
        return try write(samples, format: channels.pngFormat, width: width, height: height, rowStride: stride)
    }

    /// A 16-bit PNG of linear-light samples (0 black … 65535 white) laid out as `channels`, rows
    /// `rowStride` samples apart (packed rows when `nil`).
    ///
    /// libpng's simplified API treats 16-bit data as linear, so the file is tagged with gamma 1.0
    /// and readers that convert to 8-bit sRGB apply the sRGB curve to these values.
    ///
    /// Wraps `png_image_write_to_memory` with `PNG_FORMAT_LINEAR_Y`, `_Y_ALPHA`, `_RGB` or `_RGB_ALPHA`.
    public func encode(width: Int, height: Int, channels: Channels, linearSamples: [UInt16],
                       rowStride: Int? = nil) throws(PNGEncodingError) -> [UInt8] {
        let stride = try Self.checkedStride(width: width, height: height, samplesPerPixel: channels.count,
                                            rowStride: rowStride, given: linearSamples.count,
                                            layout: "\(width)×\(height) 16-bit \(channels)")
        let format = channels.pngFormat | UInt32(PNG_FORMAT_FLAG_LINEAR)
        return try write(linearSamples, format: format, width: width, height: height, rowStride: stride)
    }

    /// Writes samples of any width without a colour map.
    private func write<Sample>(_ samples: [Sample], format: UInt32, width: Int, height: Int,
                               rowStride: Int) throws(PNGEncodingError) -> [UInt8] {
        try samples.withUnsafeBytes { raw in
            Result { () throws(PNGEncodingError) -> [UInt8] in
                try write(format: format, width: width, height: height,
                          buffer: raw.baseAddress, rowStride: rowStride, colormap: nil)
            }
        }.get()
    }

    /// A palette (colour-mapped) PNG: each byte of `indices` picks an entry of `palette`.
    ///
    /// A `tRNS` chunk is written when some entry is not opaque. Palettes of up to 16 entries
    /// give 1-, 2- or 4-bit pixels.
    ///
    /// Wraps `png_image_write_to_memory` with `PNG_FORMAT_RGB_COLORMAP` or `PNG_FORMAT_RGBA_COLORMAP`.
    ///
    /// ```swift
    /// let palette = [PNGEncoder.PaletteEntry(gray: 0), .init(gray: 255)]
    /// let png = try PNGEncoder().encode(width: 2, height: 1, indices: [0, 1], palette: palette)
    /// ```
    public func encode(width: Int, height: Int, indices: [UInt8], palette: [PaletteEntry],
                       rowStride: Int? = nil) throws(PNGEncodingError) -> [UInt8] {
        guard (1...256).contains(palette.count) else { throw .invalidPaletteSize(palette.count) }
        let stride = try Self.checkedStride(width: width, height: height, samplesPerPixel: 1,
                                            rowStride: rowStride, given: indices.count,
                                            layout: "\(width)×\(height) palette")
        try Self.checkIndices(indices, width: width, height: height, stride: stride, paletteSize: palette.count)
        let hasAlpha = palette.contains { $0.alpha != 255 }
        let colormap = palette.flatMap { entry in
            hasAlpha ? [entry.red, entry.green, entry.blue, entry.alpha] : [entry.red, entry.green, entry.blue]
        }
        let format = (hasAlpha ? Channels.rgba : Channels.rgb).pngFormat | UInt32(PNG_FORMAT_FLAG_COLORMAP)
        return try indices.withUnsafeBytes { raw in
            colormap.withUnsafeBytes { map in
                Result { () throws(PNGEncodingError) -> [UInt8] in
                    try write(format: format, width: width, height: height, buffer: raw.baseAddress,
                              rowStride: stride, colormap: (map.baseAddress, palette.count))
                }
            }
        }.get()
    }

    /// The stride to use, after checking the size and that `given` samples cover every row.
    private static func checkedStride(width: Int, height: Int, samplesPerPixel: Int, rowStride: Int?,
                                      given: Int, layout: @autoclosure () -> String) throws(PNGEncodingError) -> Int {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidSize(width: width, height: height)
        }
        let (rowSamples, rowOverflow) = width.multipliedReportingOverflow(by: samplesPerPixel)
        guard !rowOverflow, rowSamples <= Int(Int32.max) else { throw .invalidSize(width: width, height: height) }
        let stride = rowStride ?? rowSamples
        guard stride >= rowSamples, stride <= Int(Int32.max) else {
            throw .invalidRowStride(stride: stride, minimum: rowSamples)
        }
        let (before, overflow) = stride.multipliedReportingOverflow(by: height - 1)
        let (needed, sumOverflow) = before.addingReportingOverflow(rowSamples)
        guard !overflow, !sumOverflow else { throw .invalidSize(width: width, height: height) }
        guard given >= needed else { throw .tooFewSamples(given: given, needed: needed, layout: layout()) }
        return stride
    }

    /// libpng copies palette indices unchecked, so a bad one would make a file readers reject.
    private static func checkIndices(_ indices: [UInt8], width: Int, height: Int, stride: Int,
                                     paletteSize: Int) throws(PNGEncodingError) {
        guard paletteSize < 256 else { return }
        let limit = UInt8(paletteSize)
        let bad: (index: UInt8, pixel: Int)? = indices.withUnsafeBufferPointer { buffer in
            for y in 0..<height {
                let row = y * stride
                for x in 0..<width where buffer[row + x] >= limit {
                    return (buffer[row + x], y * width + x)
                }
            }
            return nil
        }
        if let bad {
            throw .paletteIndexOutOfRange(index: bad.index, pixel: bad.pixel, paletteSize: paletteSize)
        }
    }

    /// Writes into a buffer guessed from the raw size; libpng reports the size it needed when the
    /// guess was short (noise compresses worse than raw), and the write is repeated once.
    private func write(format: UInt32, width: Int, height: Int, buffer: UnsafeRawPointer?, rowStride: Int,
                       colormap: (UnsafeRawPointer?, Int)?) throws(PNGEncodingError) -> [UInt8] {
        let bytesPerSample = format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 ? 2 : 1
        let samplesPerPixel = format & UInt32(PNG_FORMAT_FLAG_COLORMAP) != 0
            ? 1 : Int((format & UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)) + 1)
        var capacity = width * height * samplesPerPixel * bytesPerSample + height + 4096
        for _ in 0..<2 {
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            image.width = UInt32(width)
            image.height = UInt32(height)
            image.format = format
            image.flags = favorsSpeed ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
            image.colormap_entries = UInt32(colormap?.1 ?? 0)
            var output = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let written = output.withUnsafeMutableBytes { destination in
                png_image_write_to_memory(&image, destination.baseAddress, &size, 0, buffer,
                                          Int32(rowStride), colormap?.0)
            }
            let message = Self.message(of: image)
            png_image_free(&image)
            if written != 0 {
                output.removeSubrange(size...)
                return output
            }
            guard size > capacity else { throw .libpng(message) }
            capacity = size
        }
        throw .libpng("the compressed size kept growing")
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
