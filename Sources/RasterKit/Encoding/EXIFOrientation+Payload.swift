extension EXIFOrientation {
    /// A minimal EXIF APP1 payload (`Exif\0\0`, a big-endian TIFF header and one IFD) that holds
    /// only this orientation tag, for `JPEGEncoder.exif`.
    ///
    /// ```swift
    /// let encoder = JPEGEncoder(exif: EXIFOrientation.left.exifPayload)
    /// ```
    public var exifPayload: [UInt8] {
        Self.exifHeader + tiffPayload
    }

    /// The same minimal TIFF structure without the `Exif\0\0` prefix, as PNG `eXIf` and WebP
    /// `EXIF` chunks hold it.
    var tiffPayload: [UInt8] {
        let value = UInt8(rawValue)
        return [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08] // "MM", 42, IFD0 at offset 8
            + [0x00, 0x01]                                   // one entry
            + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, value, 0x00, 0x00] // SHORT 0x0112
            + [0x00, 0x00, 0x00, 0x00]                       // no next IFD
    }
}
