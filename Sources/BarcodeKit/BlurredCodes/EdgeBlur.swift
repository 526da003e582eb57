import Foundation

/// How much of each module a pixel sees once the photo is blurred: the module's box convolved with
/// a Gaussian point spread, evaluated at the pixel centre.
///
/// The normal distribution function comes from a table (1/64 steps over ±6 σ, linear between),
/// because the decoder evaluates it a few hundred thousand times per line.
struct EdgeBlur: Sendable {
    /// Gaussian spread in pixels.
    let sigma: Float

    private static let stepsPerUnit: Float = 64
    private static let reach: Float = 6
    private static let table: [Float] = {
        let count = Int(2 * reach * stepsPerUnit) + 2
        return (0..<count).map { index in
            let z = Double(index) / Double(stepsPerUnit) - Double(reach)
            return Float(0.5 * erfc(-z / 2.0.squareRoot()))
        }
    }()

    /// The share of a blurred step edge at `edge` that lies left of a pixel centred at `x`
    /// (1 when the edge is far right of the pixel, 0 when far left).
    @inline(__always)
    func below(edge: Float, x: Float) -> Float {
        let z = (edge - x) / sigma
        if z <= -Self.reach { return 0 }
        if z >= Self.reach { return 1 }
        let position = (z + Self.reach) * Self.stepsPerUnit
        let index = Int(position)
        let fraction = position - Float(index)
        return Self.table.withUnsafeBufferPointer { table in
            table[index] + (table[index + 1] - table[index]) * fraction
        }
    }
}
