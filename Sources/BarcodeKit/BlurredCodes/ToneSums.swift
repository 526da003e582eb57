/// The normal equations of a `ToneLevels` fit, gathered one pixel at a time, so that a fit over
/// hundreds of grids needs no arrays of values and darkness.
///
/// `GuardFit` scores about 60–200 grids per scan line; gathering the sums as the darkness is
/// worked out, instead of collecting three arrays and fitting them, took the CPU time of
/// `shelfscan scan` over the corpus from 2.66 to 2.52 s, with the same codes read.
///
/// ```swift
/// var sums = ToneSums(centre: 50)
/// for x in pixels { sums.add(profile[x], darkness: darkness[x], at: x) }
/// let misfit = sums.fitted()?.meanSquare
/// ```
struct ToneSums: Sendable {
    /// Profile position the fitted slopes are measured from.
    let centre: Float
    /// Pixels added.
    private(set) var count = 0
    private var normal0 = SIMD4<Double>(), normal1 = SIMD4<Double>()
    private var normal2 = SIMD4<Double>(), normal3 = SIMD4<Double>()
    private var right = SIMD4<Double>(), squares = 0.0

    /// Empty sums for slopes measured from `centre`.
    init(centre: Float) {
        self.centre = centre
    }

    /// Adds pixel `x` of value `value`, which the bars darken by `darkness`.
    @inline(__always)
    mutating func add(_ value: Float, darkness: Float, at x: Int) {
        let t = Double(Float(x) - centre), s = Double(darkness), v = Double(value)
        let row = SIMD4<Double>(1, t, -s, -s * t)
        normal0 += row * row[0]
        normal1 += row * row[1]
        normal2 += row * row[2]
        normal3 += row * row[3]
        right += row * v
        squares += v * v
        count += 1
    }

    /// The least-squares levels with the mean squared residual; `nil` when fewer than 8 pixels
    /// were added, the bars would have to be lighter than the paper, or the system is degenerate.
    func fitted() -> (levels: ToneLevels, meanSquare: Float)? {
        guard count >= 8 else { return nil }
        let normal = [normal0, normal1, normal2, normal3]
        guard let solution = LinearSystem.solve(normal, right) else { return nil }
        let levels = ToneLevels(white: Float(solution[0]), whiteSlope: Float(solution[1]),
                                contrast: Float(solution[2]), contrastSlope: Float(solution[3]),
                                centre: centre)
        guard levels.contrast > 0 else { return nil }
        // The residual follows from the sums: Σv² − 2·x·b + x·(N·x).
        let fitted = SIMD4((normal0 * solution).sum(), (normal1 * solution).sum(),
                           (normal2 * solution).sum(), (normal3 * solution).sum())
        let residual = squares - 2 * (solution * right).sum() + (solution * fitted).sum()
        return (levels, Float(max(0, residual)) / Float(count))
    }
}
