import Foundation

extension LinearPlane {
    /// The plane blurred by a Gaussian of standard deviation `sigma` pixels, rows then columns,
    /// with edge pixels repeated beyond the border.
    func gaussianBlurred(sigma: Double) -> LinearPlane {
        let kernel = Self.gaussianKernel(sigma: sigma)
        guard kernel.count > 1 else { return self }
        let rows = Self.convolve(values, count: height, length: width, stride: 1, step: width, kernel: kernel)
        let both = Self.convolve(rows, count: width, length: height, stride: width, step: 1, kernel: kernel)
        return LinearPlane(width: width, height: height, values: both)
    }

    /// Weights from -3σ to +3σ, summing to 1.
    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        guard sigma > 0, radius > 0 else { return [1] }
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
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
