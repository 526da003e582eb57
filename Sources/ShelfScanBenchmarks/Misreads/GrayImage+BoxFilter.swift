import RasterKit

extension GrayImage {
    /// The image averaged over a box `width` pixels wide and high (fractional widths weigh the
    /// edge pixels in part): what one sample of it then holds is the mean over that box, as a
    /// sensor pixel covering it would see. Widths of 1 or less return the image as it is.
    func boxFiltered(width: Double) -> GrayImage {
        let weights = Self.boxWeights(width: width)
        guard weights.count > 1 else { return self }
        let source = packed()
        let rows = Self.filter(source.pixels.map(Float.init), lines: height, length: self.width,
                               stride: 1, step: self.width, weights: weights)
        let both = Self.filter(rows, lines: self.width, length: height, stride: self.width, step: 1, weights: weights)
        let pixels = both.map { UInt8(min(max($0, 0), 255) + 0.5) }
        return GrayImage(width: self.width, height: height, pixels: pixels) ?? source
    }

    /// Each pixel's share of a box `width` pixels wide centred on a pixel.
    private static func boxWeights(width: Double) -> [Float] {
        guard width > 1 else { return [1] }
        let half = width / 2
        let reach = Int((half - 0.5).rounded(.up))
        let weights = (-reach...reach).map { offset in
            max(0, min(Double(offset) + 0.5, half) - max(Double(offset) - 0.5, -half))
        }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }

    /// Filters `lines` lines of `length` values; value k of line n is at n·step + k·stride.
    private static func filter(_ input: [Float], lines: Int, length: Int, stride: Int, step: Int,
                               weights: [Float]) -> [Float] {
        let reach = weights.count / 2
        var output = [Float](repeating: 0, count: input.count)
        for line in 0..<lines {
            let base = line * step
            for k in 0..<length {
                var sum: Float = 0
                for (offset, weight) in weights.enumerated() {
                    // Beyond the border the label's paper continues, as the edge pixel shows.
                    let at = min(max(k + offset - reach, 0), length - 1)
                    sum += input[base + at * stride] * weight
                }
                output[base + k * stride] = sum
            }
        }
        return output
    }
}
