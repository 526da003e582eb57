/// Gaussian elimination with partial pivoting: for the 4×4 normal equations of the tone fit, on
/// rows of SIMD values with nothing allocated, and for systems of any size, such as the steps of
/// `GridDescent`.
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

    /// The solution of `matrix · x = rhs`, `matrix` given row after row in one array of
    /// `rhs.count` squared values, or `nil` when it is singular.
    static func solve(_ matrix: [Double], _ rhs: [Double]) -> [Double]? {
        let n = rhs.count
        var a = matrix, b = rhs
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<n where abs(a[row * n + column]) > abs(a[pivot * n + column]) { pivot = row }
            guard abs(a[pivot * n + column]) > 1e-12 else { return nil }
            if pivot != column {
                for k in 0..<n { a.swapAt(column * n + k, pivot * n + k) }
                b.swapAt(column, pivot)
            }
            for row in (column + 1)..<n {
                let factor = a[row * n + column] / a[column * n + column]
                for k in column..<n { a[row * n + k] -= factor * a[column * n + k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row * n + k] * x[k] }
            x[row] = sum / a[row * n + row]
        }
        return x
    }
}
