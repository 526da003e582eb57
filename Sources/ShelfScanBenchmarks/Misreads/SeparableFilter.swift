/// A symmetric kernel applied along rows and then along columns of a plane of values, with the
/// edge values repeated beyond the border: the box filter of a sensor's pixels and the Gaussian
/// blur of a lens are both of this form.
struct SeparableFilter: Sendable {
    /// Weights from −reach to +reach, summing to 1.
    let kernel: [Float]

    /// `values` (`width` × `height`, row by row) filtered along both axes.
    func applied(to values: [Float], width: Int, height: Int) -> [Float] {
        guard kernel.count > 1 else { return values }
        let rows = Self.convolve(values, count: height, length: width, stride: 1, step: width, kernel: kernel)
        return Self.convolve(rows, count: width, length: height, stride: width, step: 1, kernel: kernel)
    }

    /// Convolves `count` lines of `length` samples; sample k of line n is at n·step + k·stride.
    private static func convolve(_ input: [Float], count: Int, length: Int, stride: Int, step: Int,
                                 kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2
        var output = [Float](repeating: 0, count: input.count)
        // Each line is copied into a padded buffer first, so the inner loop reads contiguous
        // memory and needs no clamping at the image's edges.
        var line = [Float](repeating: 0, count: length + 2 * radius)
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                line.withUnsafeMutableBufferPointer { padded in
                    kernel.withUnsafeBufferPointer { weights in
                        for n in 0..<count {
                            let base = n * step
                            for k in 0..<padded.count {
                                padded[k] = source[base + min(max(k - radius, 0), length - 1) * stride]
                            }
                            for k in 0..<length {
                                var sum: Float = 0
                                for offset in 0..<weights.count { sum += padded[k + offset] * weights[offset] }
                                target[base + k * stride] = sum
                            }
                        }
                    }
                }
            }
        }
        return output
    }
}
