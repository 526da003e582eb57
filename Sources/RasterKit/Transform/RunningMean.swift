/// Means over a sliding window of `2·radius+1` samples, rounded, with the edge samples repeated
/// beyond the image: the two halves of a box blur.
///
/// The division by the window is a multiplication by its 32-bit reciprocal, which gives exactly
/// the rounded quotient for every sum a window of up to 4095 bytes can reach.
struct RunningMean {
    let radius: Int
    private let window: Int
    private let reciprocal: UInt64

    init(radius: Int) {
        self.radius = radius
        window = 2 * radius + 1
        reciprocal = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
    }

    @inline(__always)
    private func mean(_ sum: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum + window / 2) &* reciprocal) >> 32)
    }

    /// Each row's horizontal means.
    func alongRows(_ input: [UInt8], width: Int, height: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for y in 0..<height {
                    meanOfRow(source + y * width, into: target + y * width, width: width)
                }
            }
        }
        return output
    }

    /// One row: clamped reads only where the window hangs over an end, plain ones in between.
    private func meanOfRow(_ row: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int) {
        @inline(__always) func clamped(_ x: Int) -> Int { Int(row[min(max(x, 0), width - 1)]) }
        var sum = 0
        for offset in -radius...radius { sum += clamped(offset) }
        let headEnd = min(radius, width)
        let innerEnd = max(headEnd, width - radius - 1)
        for x in 0..<headEnd {
            target[x] = mean(sum)
            sum += clamped(x + radius + 1) - clamped(x - radius)
        }
        for x in headEnd..<innerEnd {
            target[x] = mean(sum)
            sum += Int(row[x + radius + 1]) - Int(row[x - radius])
        }
        for x in innerEnd..<width {
            target[x] = mean(sum)
            sum += clamped(x + radius + 1) - clamped(x - radius)
        }
    }

    /// Each column's vertical means, computed a whole row at a time so memory is read in order.
    func downColumns(_ input: [UInt8], width: Int, height: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: input.count)
        var sums = [Int32](repeating: 0, count: width)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for offset in -radius...radius {
                        let row = min(max(offset, 0), height - 1) * width
                        for x in 0..<width { sums[x] += Int32(source[row + x]) }
                    }
                    for y in 0..<height {
                        let row = y * width
                        let entering = min(y + radius + 1, height - 1) * width
                        let leaving = max(y - radius, 0) * width
                        for x in 0..<width {
                            target[row + x] = mean(Int(sums[x]))
                            sums[x] += Int32(source[entering + x]) - Int32(source[leaving + x])
                        }
                    }
                }
            }
        }
        return output
    }
}
