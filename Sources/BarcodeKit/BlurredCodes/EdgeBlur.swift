import Foundation

/// How much of each module a pixel sees once the photo is blurred: the module's box convolved with
/// a Gaussian point spread, evaluated at the pixel centre.
///
/// The normal distribution function comes from a table (1/64 steps over ±6 σ, linear between),
/// because the decoder evaluates it a few hundred thousand times per line.
struct EdgeBlur: Sendable {
    /// Gaussian spread in pixels.
    let sigma: Float
    /// Table steps per pixel.
    private let scale: Float
    /// The shared table, held here so that lookups skip the global's lazy initialisation check.
    private let table: [Float]

    private static let stepsPerUnit: Float = 64
    private static let reach: Float = 6
    /// Table position of the first step past +6 σ, where the edge counts in full.
    private static let lastPosition = 2 * reach * stepsPerUnit
    private static let sharedTable: [Float] = {
        let count = Int(lastPosition) + 2
        return (0..<count).map { index in
            let z = Double(index) / Double(stepsPerUnit) - Double(reach)
            return Float(0.5 * erfc(-z / 2.0.squareRoot()))
        }
    }()

    init(sigma: Float) {
        self.sigma = sigma
        scale = Self.stepsPerUnit / sigma
        table = Self.sharedTable
    }

    /// The share of a blurred step edge at `edge` that lies left of a pixel centred at `x`
    /// (1 when the edge is far right of the pixel, 0 when far left).
    @inline(__always)
    func below(edge: Float, x: Float) -> Float {
        let position = (edge - x) * scale + Self.reach * Self.stepsPerUnit
        if position <= 0 { return 0 }
        if position >= Self.lastPosition { return 1 }
        let index = Int(position)
        let fraction = position - Float(index)
        return table.withUnsafeBufferPointer { table in
            table[index] + (table[index + 1] - table[index]) * fraction
        }
    }
}
