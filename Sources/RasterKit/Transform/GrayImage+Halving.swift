extension GrayImage {
    /// The image at half size, each pixel the mean of a 2×2 block (a last odd row or column is
    /// dropped); much faster than general scaling, for photos far sharper than their barcodes need.
    ///
    /// ```swift
    /// let preview = photo.halved()   // 4000×3000 → 2000×1500
    /// ```
    public func halved() -> GrayImage {
        let outWidth = max(1, width / 2), outHeight = max(1, height / 2)
        guard width >= 2, height >= 2 else { return packed() }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<outHeight {
                    let top = 2 * y * bytesPerRow, bottom = top + bytesPerRow, target = y * outWidth
                    for x in 0..<outWidth {
                        let sum = Int(src[top + 2 * x]) + Int(src[top + 2 * x + 1])
                            + Int(src[bottom + 2 * x]) + Int(src[bottom + 2 * x + 1])
                        dst[target + x] = UInt8((sum + 2) >> 2)
                    }
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, packedPixels: out)
    }
}
