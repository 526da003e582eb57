import Foundation

extension LinearPlane {
    /// The plane blurred by a Gaussian of standard deviation `sigma` pixels, rows then columns,
    /// with edge pixels repeated beyond the border.
    func gaussianBlurred(sigma: Double) -> LinearPlane {
        let filter = SeparableFilter(kernel: Self.gaussianKernel(sigma: sigma))
        guard filter.kernel.count > 1 else { return self }
        return LinearPlane(width: width, height: height, values: filter.applied(to: values, width: width, height: height))
    }

    /// Weights from -3σ to +3σ, summing to 1.
    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        guard sigma > 0, radius > 0 else { return [1] }
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }
}
