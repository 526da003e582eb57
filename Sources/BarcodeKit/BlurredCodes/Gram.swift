/// Weighted sums of products between per-pixel contribution vectors, the pieces a squared
/// error over sums of contributions expands into. The sums are added straight into the caller's
/// cost tables rather than returned in fresh arrays, which the decoder would otherwise allocate
/// thousands of times per line.
enum Gram {
    /// Adds Σ w·v² − 2 Σ w·v·t to `result[i]` for each of the `count` vectors stored one after
    /// another in `vectors`, over `pixels` only (all of them by default): the caller passes the
    /// stretch where the vectors can be non-zero.
    static func addSquaredError(_ vectors: [Float], count: Int, target: [Float], weight: [Float],
                                pixels: Range<Int>? = nil, to result: inout [Float]) {
        let n = target.count, summed = pixels ?? 0..<n
        vectors.withUnsafeBufferPointer { vectors in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    result.withUnsafeMutableBufferPointer { result in
                        guard let first = vectors.baseAddress else { return }
                        for option in 0..<count {
                            let vector = first + option * n
                            var e: Float = 0, t: Float = 0
                            for p in summed {
                                let weighted = weight[p] * vector[p]
                                e += weighted * vector[p]
                                t += weighted * target[p]
                            }
                            result[option] += e - 2 * t
                        }
                    }
                }
            }
        }
    }

    /// Adds 2 Σ w·x·y to `result[i * yCount + j]` for every pair of a vector `i` in `x` and `j`
    /// in `y`.
    ///
    /// Only `pixels` are summed: the caller passes the stretch where both sets of vectors can be
    /// non-zero.
    static func addCross(_ x: [Float], _ xCount: Int, _ y: [Float], _ yCount: Int, weight: [Float],
                         pixels: Range<Int>, to result: inout [Float]) {
        let n = weight.count, width = pixels.count
        guard width > 0 else { return }
        // y times the weight, over the summed pixels only, so the inner loop is a plain dot product.
        var weighted = [Float](repeating: 0, count: yCount * width)
        for j in 0..<yCount {
            for (slot, p) in pixels.enumerated() { weighted[j * width + slot] = y[j * n + p] * weight[p] }
        }
        x.withUnsafeBufferPointer { x in
            weighted.withUnsafeBufferPointer { weighted in
                result.withUnsafeMutableBufferPointer { result in
                    guard let rows = x.baseAddress, let columns = weighted.baseAddress else { return }
                    for i in 0..<xCount {
                        let row = rows + i * n + pixels.lowerBound
                        for j in 0..<yCount {
                            let column = columns + j * width
                            var sum: Float = 0
                            for slot in 0..<width { sum += row[slot] * column[slot] }
                            result[i * yCount + j] += 2 * sum
                        }
                    }
                }
            }
        }
    }

    /// The pixels where any of `count` vectors is noticeably non-zero (above 10⁻⁴).
    static func support(_ vectors: [Float], count: Int) -> Range<Int> {
        let n = vectors.count / max(count, 1)
        var lower = n, upper = 0
        for option in 0..<count {
            for p in 0..<n where abs(vectors[option * n + p]) > 1e-4 {
                lower = min(lower, p)
                upper = max(upper, p + 1)
            }
        }
        return lower..<max(lower, upper)
    }
}
