/// Weighted sums of products between per-pixel contribution vectors, the pieces a squared
/// error over sums of contributions expands into.
struct Gram {
    /// Σ w·v² for each vector.
    let energy: [Float]
    /// Σ w·v·t for each vector.
    let withTarget: [Float]

    /// The sums for `count` vectors stored one after another in `vectors`.
    init(_ vectors: [Float], count: Int, target: [Float], weight: [Float]) {
        let n = target.count
        var energy = [Float](repeating: 0, count: count), withTarget = [Float](repeating: 0, count: count)
        for option in 0..<count {
            var e: Float = 0, t: Float = 0
            for p in 0..<n {
                let weighted = weight[p] * vectors[option * n + p]
                e += weighted * vectors[option * n + p]
                t += weighted * target[p]
            }
            energy[option] = e
            withTarget[option] = t
        }
        self.energy = energy
        self.withTarget = withTarget
    }

    /// Σ w·x·y for every pair of a vector in `x` and one in `y`, row by row.
    static func cross(_ x: [Float], _ xCount: Int, _ y: [Float], _ yCount: Int, weight: [Float]) -> [Float] {
        let n = weight.count
        var result = [Float](repeating: 0, count: xCount * yCount)
        x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                for i in 0..<xCount {
                    for j in 0..<yCount {
                        var sum: Float = 0
                        for p in 0..<n { sum += weight[p] * x[i * n + p] * y[j * n + p] }
                        result[i * yCount + j] = sum
                    }
                }
            }
        }
        return result
    }
}
