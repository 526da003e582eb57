/// Gaussian elimination with partial pivoting for the 4×4 normal equations of the tone fit.
enum LinearSystem {
    /// The solution of `matrix · x = rhs` (`matrix` given row by row), or `nil` when it is singular.
    /// The rows come as a tuple, not an array: the tone fit solves one system per grid scored, and
    /// an array would be allocated and freed for each.
    static func solve(_ matrix: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>),
                      _ rhs: SIMD4<Double>) -> SIMD4<Double>? {
        withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: 4) { rows in
            // Plain values: storing over the uninitialised memory needs no initialisation first.
            (rows[0], rows[1], rows[2], rows[3]) = matrix
            return solve(rows, rhs)
        }
    }

    private static func solve(_ rows: UnsafeMutableBufferPointer<SIMD4<Double>>, _ rhs: SIMD4<Double>) -> SIMD4<Double>? {
        var right = rhs
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
