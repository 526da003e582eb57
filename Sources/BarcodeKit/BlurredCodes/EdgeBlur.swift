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
    private let table: [Step]

    /// A table entry: the function at the step and its rise to the next, so that one load
    /// serves an interpolation.
    private typealias Step = SIMD2<Float>

    private static let stepsPerUnit: Float = 64
    private static let reach: Float = 6
    /// Table position of the first step past +6 σ, where the edge counts in full.
    private static let lastPosition = 2 * reach * stepsPerUnit
    /// The last table step a position inside the table falls on.
    private static let lastStep = Int(lastPosition)
    /// Added to a table position less a half, it leaves the position's whole part in the low
    /// bits of the sum (1.5 · 2²³, where a `Float`'s steps are whole numbers).
    private static let wholePartBias: Float = 0x1.8p23
    private static let sharedTable: [Step] = {
        let count = Int(lastPosition) + 2
        let values = (0..<count).map { index in
            let z = Double(index) / Double(stepsPerUnit) - Double(reach)
            return Float(0.5 * erfc(-z / 2.0.squareRoot()))
        }
        return values.indices.map { index in
            Step(values[index], index + 1 < count ? values[index + 1] - values[index] : 0)
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
        return interpolated(at: position)
    }

    /// The table at `position`, within its bounds, interpolated linearly. The whole part comes
    /// from the bits of a biased sum, not from `Int(position)` and its range checks; with that
    /// and each step's rise stored beside it, the guard fit's and the trellis's shares of a
    /// profiled corpus scan fell by about 5% each, with the same codes read.
    @inline(__always)
    private func interpolated(at position: Float) -> Float {
        let whole = min(Int((position - 0.5 + Self.wholePartBias).bitPattern & 0x3F_FFFF), Self.lastStep)
        let fraction = position - Float(whole)
        return table.withUnsafeBufferPointer { table in
            let step = table[whole]
            return step[0] + step[1] * fraction
        }
    }
}
