/// Weighted sums of products between per-pixel contribution vectors, the pieces a squared
/// error over sums of contributions expands into.
struct Gram {
    /// Σ w·v² for each vector.
    let energy: [Float]
    /// Σ w·v·t for each vector.
    let withTarget: [Float]

    /// The sums for `count` vectors stored one after another in `vectors`, over `pixels` only
    /// (all of them by default): the caller passes the stretch where the vectors can be non-zero.
    init(_ vectors: [Float], count: Int, target: [Float], weight: [Float], pixels: Range<Int>? = nil) {
        let n = target.count, summed = pixels ?? 0..<n
        var energy = [Float](repeating: 0, count: count), withTarget = [Float](repeating: 0, count: count)
        vectors.withUnsafeBufferPointer { vectors in
            target.withUnsafeBufferPointer { target in
                weight.withUnsafeBufferPointer { weight in
                    guard let first = vectors.baseAddress else { return }
                    for option in 0..<count {
                        let vector = first + option * n
                        var e: Float = 0, t: Float = 0
                        for p in summed {
                            let weighted = weight[p] * vector[p]
                            e += weighted * vector[p]
                            t += weighted * target[p]
                        }
                        energy[option] = e
                        withTarget[option] = t
                    }
                }
            }
        }
        self.energy = energy
        self.withTarget = withTarget
    }

    /// Σ w·x·y for every pair of a vector in `x` and one in `y`, row by row.
    ///
    /// Only `pixels` are summed: the caller passes the stretch where both sets of vectors can be
    /// non-zero.
    static func cross(_ x: [Float], _ xCount: Int, _ y: [Float], _ yCount: Int, weight: [Float],
                      pixels: Range<Int>) -> [Float] {
        let n = weight.count, width = pixels.count
        var result = [Float](repeating: 0, count: xCount * yCount)
        guard width > 0 else { return result }
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
                            result[i * yCount + j] = sum
                        }
                    }
                }
            }
        }
        return result
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
