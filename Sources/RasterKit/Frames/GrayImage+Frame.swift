extension GrayImage {
    /// Converts one raw camera frame to luma.
    ///
    /// - Parameters:
    ///   - frame: the frame's bytes, `bytesPerRow * (height - 1)` plus one row at least.
    ///   - format: how the camera laid out the pixels (GREY, YUYV, RGB...).
    ///   - width: the frame's width in pixels.
    ///   - height: the frame's height in pixels.
    ///   - bytesPerRow: the row stride; `nil` means rows are packed.
    /// - Throws: `FrameError` when the size, stride or buffer length do not fit together.
    ///
    /// ```swift
    /// let image = try GrayImage(frame: buffer, format: .yuyv, width: 640, height: 480)
    /// ```
    public init(frame: UnsafeRawBufferPointer, format: PixelFormat, width: Int, height: Int,
                bytesPerRow: Int? = nil) throws(FrameError) {
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: format.bytesPerPixel)
        let (pixels, sizeOverflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !rowOverflow, !sizeOverflow, pixels <= Int.max / 4 else {
            throw .invalidSize(width: width, height: height)
        }
        let stride = bytesPerRow ?? rowBytes
        guard stride >= rowBytes else {
            throw .strideTooSmall(format: format, bytesPerRow: stride, minimum: rowBytes)
        }
        let (span, spanOverflow) = stride.multipliedReportingOverflow(by: height - 1)
        guard !spanOverflow, span <= Int.max - rowBytes else {
            throw .bufferTooSmall(format: format, bytes: frame.count, needed: Int.max)
        }
        let needed = span + rowBytes
        guard frame.count >= needed else {
            throw .bufferTooSmall(format: format, bytes: frame.count, needed: needed)
        }
        var out = [UInt8](repeating: 0, count: width * height)
        let src = frame.bindMemory(to: UInt8.self)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                Self.convertRow(src, from: y * stride, into: dst, at: y * width, width: width, format: format)
            }
        }
        self.init(width: width, height: height, packedPixels: out)
    }

    /// Converts a frame held in an array; see `init(frame:format:width:height:bytesPerRow:)`.
    public init(frame: [UInt8], format: PixelFormat, width: Int, height: Int,
                bytesPerRow: Int? = nil) throws(FrameError) {
        let result = frame.withUnsafeBytes { raw in
            Result { () throws(FrameError) -> GrayImage in
                try GrayImage(frame: raw, format: format, width: width, height: height, bytesPerRow: bytesPerRow)
            }
        }
        self = try result.get()
    }

    private static func convertRow(_ src: UnsafeBufferPointer<UInt8>, from start: Int,
                                   into dst: UnsafeMutableBufferPointer<UInt8>, at row: Int,
                                   width: Int, format: PixelFormat) {
        switch format {
        case .grey:
            for x in 0..<width { dst[row + x] = src[start + x] }
        case .yuyv:
            for x in 0..<width { dst[row + x] = src[start + 2 * x] }
        case .rgb24:
            guard let source = src.baseAddress, let target = dst.baseAddress else { return }
            PixelConversion.grayFromRGB(source + start, into: target + row, count: width)
        case .bgr24:
            for x in 0..<width {
                let p = start + 3 * x
                dst[row + x] = PixelConversion.luma(src[p + 2], src[p + 1], src[p])
            }
        case .rgba:
            for x in 0..<width {
                let p = start + 4 * x
                dst[row + x] = PixelConversion.luma(src[p], src[p + 1], src[p + 2])
            }
        }
    }
}
