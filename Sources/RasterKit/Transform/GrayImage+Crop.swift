extension GrayImage {
    /// The part of the image inside the rectangle at (`x`, `y`) of `cropWidth` × `cropHeight`,
    /// clamped to the image; `nil` when nothing of it lies inside.
    ///
    /// The result has packed rows and shares no storage with the original. Rectangles reaching
    /// past any edge, even by `Int.max`, are clamped rather than trapping.
    ///
    /// ```swift
    /// let corner = image.cropped(x: 0, y: 0, width: 100, height: 50)
    /// let overhang = image.cropped(x: -20, y: -20, width: 60, height: 60)   // 40×40 at the origin
    /// ```
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> GrayImage? {
        guard cropWidth > 0, cropHeight > 0 else { return nil }
        let left = max(0, x), top = max(0, y)
        let right = min(width, Self.clampedEnd(x, cropWidth))
        let bottom = min(height, Self.clampedEnd(y, cropHeight))
        guard right > left, bottom > top else { return nil }
        let outWidth = right - left, outHeight = bottom - top
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                for row in 0..<outHeight {
                    (to + row * outWidth).update(from: from + (top + row) * bytesPerRow + left, count: outWidth)
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, packedPixels: out)
    }

    /// `start + length`, saturating instead of overflowing.
    private static func clampedEnd(_ start: Int, _ length: Int) -> Int {
        let (end, overflow) = start.addingReportingOverflow(length)
        return overflow ? Int.max : end
    }
}
