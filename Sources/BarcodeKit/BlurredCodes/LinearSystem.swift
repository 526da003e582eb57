/// Gaussian elimination with partial pivoting for the 4×4 normal equations of the tone fit.
enum LinearSystem {
    /// The solution of `matrix · x = rhs` (`matrix` given row by row), or `nil` when it is singular.
    static func solve(_ matrix: [SIMD4<Double>], _ rhs: SIMD4<Double>) -> SIMD4<Double>? {
        var rows = matrix, right = rhs
        for column in 0..<4 {
            var pivot = column
            for row in (column + 1)..<4 where abs(rows[row][column]) > abs(rows[pivot][column]) { pivot = row }
            guard abs(rows[pivot][column]) > 1e-9 else { return nil }
            rows.swapAt(column, pivot)
            let swapped = right[column]
            right[column] = right[pivot]
            right[pivot] = swapped
            for row in (column + 1)..<4 {
                let factor = rows[row][column] / rows[column][column]
                rows[row] -= factor * rows[column]
                right[row] -= factor * right[column]
            }
        }
        var solution = SIMD4<Double>()
        for row in stride(from: 3, through: 0, by: -1) {
            var sum = right[row]
            for k in (row + 1)..<4 { sum -= rows[row][k] * solution[k] }
            solution[row] = sum / rows[row][row]
        }
        return solution
    }
}
