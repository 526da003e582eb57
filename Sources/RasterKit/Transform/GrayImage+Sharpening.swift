extension GrayImage {
    /// The mean of each pixel's (2·radius+1)² neighbourhood (edges clamped), computed with running
    /// sums so the cost does not grow with the radius.
    public func boxBlurred(radius: Int) -> GrayImage {
        let source = packed()
        guard radius > 0 else { return source }
        let mean = RunningMean(radius: radius)
        let horizontal = mean.alongRows(source.pixels, width: width, height: height)
        let both = mean.downColumns(horizontal, width: width, height: height)
        return GrayImage(width: width, height: height, packedPixels: both)
    }

    /// Unsharp masking: edges steepened by adding `amount` times the difference from a box blur of
    /// `radius`, which restores bars softened by focus blur.
    ///
    /// ```swift
    /// let crisp = soft.sharpened(radius: 2, amount: 1.5)
    /// ```
    public func sharpened(radius: Int, amount: Double) -> GrayImage {
        let source = packed()
        let blurred = boxBlurred(radius: radius)
        let gain = Int(amount * 256)
        var out = source.pixels
        blurred.pixels.withUnsafeBufferPointer { soft in
            out.withUnsafeMutableBufferPointer { dst in
                for index in dst.indices {
                    let value = Int(dst[index])
                    dst[index] = UInt8(clamping: value + ((value - Int(soft[index])) * gain) >> 8)
                }
            }
        }
        return GrayImage(width: width, height: height, packedPixels: out)
    }

    /// Black or white by comparing each pixel with its neighbourhood mean (minus `offset`), so
    /// uneven lighting and glare do not wash out bars.
    public func binarized(radius: Int, offset: Int = 4) -> GrayImage {
        let source = packed()
        let mean = boxBlurred(radius: radius)
        var out = source.pixels
        mean.pixels.withUnsafeBufferPointer { local in
            out.withUnsafeMutableBufferPointer { dst in
                for index in dst.indices {
                    dst[index] = Int(dst[index]) < Int(local[index]) - offset ? 0 : 255
                }
            }
        }
        return GrayImage(width: width, height: height, packedPixels: out)
    }
}
