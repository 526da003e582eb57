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
    /// The sums of the row (1, t, −s, −s·t) of each pixel at `t` from the centre with darkness `s`,
    /// and of its products with itself and the value `v`; the normal matrix is symmetric, so each
    /// product is summed once. `first` holds Σ row; `second` Σ t·(t, −s, −s·t, v); `third`
    /// Σ −s·(−s, −s·t, v); `fourth` Σ −s·t·(−s·t, v); `values` Σ v: 10 products where full rows
    /// took 16 and the right-hand side 4 more, for the same sums.
    private var first = SIMD4<Double>(), second = SIMD4<Double>()
    private var third = SIMD4<Double>(), fourth = SIMD2<Double>()
    private var values = 0.0, squares = 0.0

    /// Empty sums for slopes measured from `centre`.
    init(centre: Float) {
        self.centre = centre
    }

    /// Adds pixel `x` of value `value`, which the bars darken by `darkness`.
    @inline(__always)
    mutating func add(_ value: Float, darkness: Float, at x: Int) {
        let t = Double(Float(x) - centre), s = Double(darkness), v = Double(value)
        let row = SIMD4<Double>(1, t, -s, -s * t)
        first += row
        second += SIMD4(row[1], row[2], row[3], v) * t
        third += SIMD4(row[2], row[3], v, 0) * row[2]
        fourth += SIMD2(row[3], v) * row[3]
        values += v
        squares += v * v
        count += 1
    }

    /// The least-squares levels with the mean squared residual; `nil` when fewer than 8 pixels
    /// were added, the bars would have to be lighter than the paper, or the system is degenerate.
    func fitted() -> (levels: ToneLevels, meanSquare: Float)? {
        guard count >= 8 else { return nil }
        let normal = (first,
                      SIMD4(first[1], second[0], second[1], second[2]),
                      SIMD4(first[2], second[1], third[0], third[1]),
                      SIMD4(first[3], second[2], third[1], fourth[0]))
        let right = SIMD4(values, second[3], third[2], fourth[1])
        guard let solution = LinearSystem.solve(normal, right) else { return nil }
        let levels = ToneLevels(white: Float(solution[0]), whiteSlope: Float(solution[1]),
                                contrast: Float(solution[2]), contrastSlope: Float(solution[3]),
                                centre: centre)
        guard levels.contrast > 0 else { return nil }
        // The residual follows from the sums: Σv² − 2·x·b + x·(N·x).
        let fitted = SIMD4((normal.0 * solution).sum(), (normal.1 * solution).sum(),
                           (normal.2 * solution).sum(), (normal.3 * solution).sum())
        let residual = squares - 2 * (solution * right).sum() + (solution * fitted).sum()
        return (levels, Float(max(0, residual)) / Float(count))
    }
}
