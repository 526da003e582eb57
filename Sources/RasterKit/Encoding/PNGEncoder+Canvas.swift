extension PNGEncoder {
    /// An 8-bit RGB PNG of `canvas`.
    ///
    /// ```swift
    /// let png = try PNGEncoder(favorsSpeed: true).encode(RGBCanvas(width: 8, height: 8, fill: .white))
    /// ```
    public func encode(_ canvas: RGBCanvas) throws(PNGEncodingError) -> [UInt8] {
        try encode(width: canvas.width, height: canvas.height, channels: .rgb, samples: canvas.samples)
    }
}
