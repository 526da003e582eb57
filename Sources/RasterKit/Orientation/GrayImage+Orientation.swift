extension GrayImage {
    /// The image turned and mirrored as `orientation` says, so that it shows upright.
    ///
    /// ```swift
    /// let upright = sideways.applying(.right)   // width and height swap
    /// ```
    public func applying(_ orientation: EXIFOrientation) -> GrayImage {
        if orientation == .up { return self }
        let outWidth = orientation.swapsDimensions ? height : width
        let outHeight = orientation.swapsDimensions ? width : height
        // Every orientation maps output (x, y) to the source index base + x*dx + y*dy.
        let s = bytesPerRow, w = width, h = height
        let (base, dx, dy): (Int, Int, Int)
        switch orientation {
        case .up: (base, dx, dy) = (0, 1, s)
        case .upMirrored: (base, dx, dy) = (w - 1, -1, s)
        case .down: (base, dx, dy) = ((h - 1) * s + w - 1, -1, -s)
        case .downMirrored: (base, dx, dy) = ((h - 1) * s, 1, -s)
        case .leftMirrored: (base, dx, dy) = (0, s, 1)
        case .right: (base, dx, dy) = ((h - 1) * s, -s, 1)
        case .rightMirrored: (base, dx, dy) = ((h - 1) * s + w - 1, -s, -1)
        case .left: (base, dx, dy) = (w - 1, s, -1)
        }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<outHeight {
                    var index = base + y * dy
                    let row = y * outWidth
                    for x in 0..<outWidth {
                        dst[row + x] = src[index]
                        index += dx
                    }
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, packedPixels: out)
    }
}
