import RasterKit

extension GrayImage {
    /// The image averaged over a box `width` pixels wide and high (fractional widths weigh the
    /// edge pixels in part): what one sample of it then holds is the mean over that box, as a
    /// sensor pixel covering it would see. Beyond the border the label's paper continues, as the
    /// edge pixel shows. Widths of 1 or less return the image as it is.
    func boxFiltered(width: Double) -> GrayImage {
        let filter = SeparableFilter(kernel: Self.boxWeights(width: width))
        guard filter.kernel.count > 1 else { return self }
        let source = packed()
        let both = filter.applied(to: source.pixels.map(Float.init), width: self.width, height: height)
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
}
