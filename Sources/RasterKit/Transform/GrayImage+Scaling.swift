extension GrayImage {
    /// The image resized to `newWidth` × `newHeight`.
    ///
    /// Each direction is resampled on its own: bilinearly where it grows, and by area averaging
    /// where it shrinks (every output pixel is the exact mean of the source area it covers,
    /// fractional pixels weighted), so thin bars blend into gray instead of vanishing or aliasing.
    ///
    /// ```swift
    /// let doubled = image.scaled(width: image.width * 2, height: image.height * 2)
    /// let thumbnail = photo.scaled(width: 320, height: 240)
    /// ```
    ///
    /// - Precondition: `newWidth` and `newHeight` are positive.
    public func scaled(width newWidth: Int, height newHeight: Int) -> GrayImage {
        precondition(newWidth > 0 && newHeight > 0, "scaled(width:height:) needs a positive size")
        if newWidth == width && newHeight == height { return packed() }
        let columns = ResamplingTaps(from: width, to: newWidth)
        let rows = ResamplingTaps(from: height, to: newHeight)

        // Horizontal pass over every source row into floats, then the vertical pass from those.
        var horizontal = [Float](repeating: 0, count: newWidth * height)
        pixels.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { dst in
                columns.withTaps { starts, counts, offsets, weights in
                    for y in 0..<height {
                        let sourceRow = y * bytesPerRow, targetRow = y * newWidth
                        for x in 0..<newWidth {
                            let first = sourceRow + starts[x], weight = offsets[x]
                            var sum: Float = 0
                            for k in 0..<counts[x] { sum += Float(src[first + k]) * weights[weight + k] }
                            dst[targetRow + x] = sum
                        }
                    }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight)
        horizontal.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                rows.withTaps { starts, counts, offsets, weights in
                    guard let source = src.baseAddress, let target = dst.baseAddress else { return }
                    Self.accumulateRows(source, width: newWidth, into: target, height: newHeight,
                                        starts: starts, counts: counts, offsets: offsets, weights: weights)
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, packedPixels: out)
    }

    /// The vertical pass: each output row a weighted sum of whole rows, added a row at a time
    /// through plain pointers so the loops vectorise.
    private static func accumulateRows(_ source: UnsafePointer<Float>, width: Int, into target: UnsafeMutablePointer<UInt8>,
                                       height: Int, starts: UnsafeBufferPointer<Int>, counts: UnsafeBufferPointer<Int>,
                                       offsets: UnsafeBufferPointer<Int>, weights: UnsafeBufferPointer<Float>) {
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { sums.deallocate() }
        for y in 0..<height {
            sums.initialize(repeating: 0, count: width)
            for k in 0..<counts[y] {
                let weight = weights[offsets[y] + k]
                let row = source + (starts[y] + k) * width
                for x in 0..<width { sums[x] += row[x] * weight }
            }
            let out = target + y * width
            for x in 0..<width { out[x] = UInt8(min(max(sums[x] + 0.5, 0), 255)) }
        }
    }

    /// The image resized by `factor` in both directions; each side is rounded and at least 1.
    ///
    /// ```swift
    /// let half = image.scaled(by: 0.5)
    /// ```
    ///
    /// - Precondition: `factor` is positive and finite.
    public func scaled(by factor: Double) -> GrayImage {
        precondition(factor > 0 && factor.isFinite, "scaled(by:) needs a positive, finite factor")
        return scaled(width: max(1, Int((Double(width) * factor).rounded())),
                      height: max(1, Int((Double(height) * factor).rounded())))
    }
}

/// For each output position along one axis, the run of source positions it reads and their
/// weights (which sum to 1).
private struct ResamplingTaps {
    private var starts: [Int] = []
    private var counts: [Int] = []
    private var offsets: [Int] = []
    private var weights: [Float] = []

    init(from source: Int, to target: Int) {
        starts.reserveCapacity(target)
        counts.reserveCapacity(target)
        offsets.reserveCapacity(target)
        if target >= source {
            bilinear(from: source, to: target)
        } else {
            areaAverage(from: source, to: target)
        }
    }

    /// Two taps around the source position of each output pixel centre, clamped at the edges.
    private mutating func bilinear(from source: Int, to target: Int) {
        let ratio = Double(source) / Double(target)
        for index in 0..<target {
            let position = min(max((Double(index) + 0.5) * ratio - 0.5, 0), Double(source - 1))
            let first = Int(position)
            let fraction = Float(position - Double(first))
            offsets.append(weights.count)
            starts.append(first)
            if first + 1 < source, fraction > 0 {
                counts.append(2)
                weights.append(contentsOf: [1 - fraction, fraction])
            } else {
                counts.append(1)
                weights.append(1)
            }
        }
    }

    /// Every source pixel overlapping the output pixel's span, weighted by the overlap.
    private mutating func areaAverage(from source: Int, to target: Int) {
        let ratio = Double(source) / Double(target)
        for index in 0..<target {
            let lower = Double(index) * ratio
            let upper = min(Double(index + 1) * ratio, Double(source))
            let first = Int(lower)
            let last = min(source - 1, Int((upper - 1e-9).rounded(.up)) - 1)
            offsets.append(weights.count)
            starts.append(first)
            counts.append(last - first + 1)
            for position in first...last {
                let overlap = min(upper, Double(position + 1)) - max(lower, Double(position))
                weights.append(Float(overlap / ratio))
            }
        }
    }

    func withTaps<Result>(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>,
                                   UnsafeBufferPointer<Float>) -> Result) -> Result {
        starts.withUnsafeBufferPointer { starts in
            counts.withUnsafeBufferPointer { counts in
                offsets.withUnsafeBufferPointer { offsets in
                    weights.withUnsafeBufferPointer { weights in body(starts, counts, offsets, weights) }
                }
            }
        }
    }
}
