/// The normal equations JᵀJ·δ = Jᵀr of a least-squares step, gathered one row of J at a time and
/// solved with Marquardt's damping: each diagonal entry raised by `damping` times itself, which
/// shortens the step and turns it towards steepest descent as the damping grows.
///
/// ```swift
/// var equations = DampedNormalEquations(unknowns: 2)
/// equations.add([1, 0], residual: 3)
/// equations.add([0, 2], residual: 4)
/// equations.solution(damping: 0)   // [3, 2]
/// ```
struct DampedNormalEquations: Sendable {
    /// Unknowns in the step.
    let unknowns: Int
    /// JᵀJ, row by row; only the upper triangle is gathered.
    private var matrix: [Double]
    /// Jᵀr.
    private var right: [Double]

    /// Empty equations for `unknowns` unknowns.
    init(unknowns: Int) {
        self.unknowns = unknowns
        matrix = [Double](repeating: 0, count: unknowns * unknowns)
        right = [Double](repeating: 0, count: unknowns)
    }

    /// Adds one residual with its row of derivatives, `unknowns` long.
    mutating func add(_ row: [Double], residual: Double) {
        for i in 0..<unknowns where row[i] != 0 {
            right[i] += row[i] * residual
            for j in i..<unknowns { matrix[i * unknowns + j] += row[i] * row[j] }
        }
    }

    /// The step for `damping` (`LinearSystem`); `nil` when the equations are singular.
    func solution(damping: Double) -> [Double]? {
        let n = unknowns
        var damped = matrix
        for i in 0..<n {
            for j in 0..<i { damped[i * n + j] = damped[j * n + i] }
            damped[i * n + i] *= 1 + damping
        }
        return LinearSystem.solve(damped, right)
    }
}
