extension GrayImage {
    /// White for black and black for white.
    public func inverted() -> GrayImage {
        mapped { 255 - $0 }
    }

    /// Tones spread so the darkest `clip` fraction becomes 0 and the brightest becomes 255,
    /// which lifts faded or underexposed print.
    ///
    /// ```swift
    /// let punchy = dull.contrastStretched()
    /// ```
    public func contrastStretched(clip: Double = 0.01) -> GrayImage {
        let histogram = self.histogram()
        let cut = Int(Double(pixelCount) * clip)
        var low = 0, high = 255, seen = 0
        while low < 255, seen + histogram[low] <= cut { seen += histogram[low]; low += 1 }
        seen = 0
        while high > 0, seen + histogram[high] <= cut { seen += histogram[high]; high -= 1 }
        guard high > low else { return packed() }
        return mapped { value in
            UInt8(clamping: (Int(value) - low) * 255 / (high - low))
        }
    }

    /// Histogram equalisation: tones remapped so each level is about equally common.
    public func equalized() -> GrayImage {
        let histogram = self.histogram()
        var table = [UInt8](repeating: 0, count: 256)
        var cumulative = 0
        let total = max(pixelCount, 1)
        for level in 0..<256 {
            cumulative += histogram[level]
            table[level] = UInt8(cumulative * 255 / total)
        }
        return mapped { table[Int($0)] }
    }

    /// How many pixels have each of the 256 levels.
    public func histogram() -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        pixels.withUnsafeBufferPointer { src in
            for row in 0..<height {
                let base = row * bytesPerRow
                for column in 0..<width { counts[Int(src[base + column])] += 1 }
            }
        }
        return counts
    }

    /// Every visible pixel passed through `transform`, rows packed.
    func mapped(_ transform: (UInt8) -> UInt8) -> GrayImage {
        var table = [UInt8](repeating: 0, count: 256)
        for level in 0..<256 { table[level] = transform(UInt8(level)) }
        var out = [UInt8](repeating: 0, count: pixelCount)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<height {
                    let base = row * bytesPerRow, target = row * width
                    for column in 0..<width { dst[target + column] = table[Int(src[base + column])] }
                }
            }
        }
        return GrayImage(width: width, height: height, packedPixels: out)
    }
}
