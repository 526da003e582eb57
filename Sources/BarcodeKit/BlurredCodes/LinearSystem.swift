/// Gaussian elimination with partial pivoting for the small normal equations of the tone fit.
enum LinearSystem {
    /// The solution of the `n×n` system whose rows are given with the right-hand side appended,
    /// or `nil` when it is singular.
    static func solve(augmented: [[Double]]) -> [Double]? {
        var rows = augmented
        let n = rows.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[pivot][column]) > 1e-9 else { return nil }
            rows.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = rows[row][column] / rows[column][column]
                for k in column...n { rows[row][k] -= factor * rows[column][k] }
            }
        }
        var solution = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = rows[row][n]
            for k in (row + 1)..<n { sum -= rows[row][k] * solution[k] }
            solution[row] = sum / rows[row][row]
        }
        return solution
    }
}
