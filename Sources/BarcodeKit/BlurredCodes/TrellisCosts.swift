/// The trellis decoder's costs along a symbol's segments: a cost per pattern of each segment, one
/// per pair of patterns of neighbouring segments, and a constant; a whole-symbol pattern costs
/// the sum of those it picks. The search for the cheapest pattern walks the chain once.
struct TrellisCosts {
    /// Patterns per segment.
    let optionCounts: [Int]
    /// Per segment, the cost of each of its patterns.
    private(set) var singles: [[Float]]
    /// Per pair of segments k and k+1, the cost of patterns (a, b), at `a * optionCounts[k+1] + b`.
    private(set) var pairs: [[Float]]
    /// The part of the cost no pattern changes.
    var constant: Float = 0

    init(optionCounts: [Int]) {
        self.optionCounts = optionCounts
        singles = optionCounts.map { [Float](repeating: 0, count: $0) }
        pairs = zip(optionCounts, optionCounts.dropFirst()).map { [Float](repeating: 0, count: $0 * $1) }
    }

    /// Adds a segment's Σ w·v² − 2 Σ w·v·t per pattern, for its `count` patterns' contribution
    /// `vectors` over `pixels` (see `Gram.addSquaredError`).
    mutating func addSingles(_ vectors: [Float], count: Int, target: UnsafeBufferPointer<Float>,
                             weight: UnsafeBufferPointer<Float>, pixels: Range<Int>, segment: Int) {
        Gram.addSquaredError(vectors, count: count, target: target, weight: weight, pixels: pixels,
                             to: &singles[segment])
    }

    /// Adds twice the cross sums of segments `k` and `k+1`, from their patterns' contribution
    /// vectors `x` and `y` over `pixels`.
    mutating func addPairs(_ x: [Float], _ y: [Float], weight: UnsafeBufferPointer<Float>, pixels: Range<Int>,
                           after k: Int) {
        Gram.addCross(x, optionCounts[k], y, optionCounts[k + 1], weight: weight, pixels: pixels, to: &pairs[k])
    }

    /// The cheapest pattern of each segment; with margins, how much dearer each segment's best
    /// other pattern would make the whole.
    func bestPath(withMargins: Bool) -> TrellisReading {
        let forward = forwardCosts()
        let count = optionCounts.count
        var patterns = [Int](repeating: 0, count: count)
        patterns[count - 1] = Self.cheapest(forward.costs[count - 1])
        for k in stride(from: count - 1, through: 1, by: -1) {
            patterns[k - 1] = forward.choices[k][patterns[k]]
        }
        let cost = forward.costs[count - 1][patterns[count - 1]] + constant
        guard withMargins else { return TrellisReading(patterns: patterns, cost: cost, margins: []) }
        let backward = backwardCosts()
        let margins = (0..<count).map { k in
            var best = Float.infinity, rival = Float.infinity
            for option in 0..<optionCounts[k] {
                let total = forward.costs[k][option] + backward[k][option]
                if option == patterns[k] { best = total } else { rival = min(rival, total) }
            }
            return rival - best
        }
        return TrellisReading(patterns: patterns, cost: cost, margins: margins)
    }

    /// How much cheaper `path` gets when option `rival` takes segment `k`'s place, every other
    /// segment kept: positive when the rival pattern explains that segment's pixels better than
    /// the path's own.
    func gain(of rival: Int, at k: Int, along path: [Int]) -> Float {
        func cost(_ option: Int) -> Float {
            var total = singles[k][option]
            if k > 0 { total += pairs[k - 1][path[k - 1] * optionCounts[k] + option] }
            if k + 1 < optionCounts.count { total += pairs[k][option * optionCounts[k + 1] + path[k + 1]] }
            return total
        }
        return cost(path[k]) - cost(rival)
    }

    /// Per segment and pattern, the least cost of segments 0 through it ending in that pattern,
    /// and the previous segment's pattern that gives it.
    private func forwardCosts() -> (costs: [[Float]], choices: [[Int]]) {
        var costs = [singles[0]], choices = [[Int](repeating: 0, count: optionCounts[0])]
        for k in 1..<optionCounts.count {
            let (na, nb) = (optionCounts[k - 1], optionCounts[k])
            var values = [Float](repeating: .infinity, count: nb), picks = [Int](repeating: 0, count: nb)
            for a in 0..<na {
                let reached = costs[k - 1][a]
                for b in 0..<nb where reached + pairs[k - 1][a * nb + b] < values[b] {
                    values[b] = reached + pairs[k - 1][a * nb + b]
                    picks[b] = a
                }
            }
            costs.append(zip(values, singles[k]).map { $0 + $1 })
            choices.append(picks)
        }
        return (costs, choices)
    }

    /// Per segment and pattern, the least cost of the segments after it given that pattern.
    private func backwardCosts() -> [[Float]] {
        let count = optionCounts.count
        var backward = [[Float]](repeating: [], count: count)
        backward[count - 1] = [Float](repeating: 0, count: optionCounts[count - 1])
        for k in stride(from: count - 2, through: 0, by: -1) {
            let (na, nb) = (optionCounts[k], optionCounts[k + 1])
            backward[k] = (0..<na).map { a in
                var best = Float.infinity
                for b in 0..<nb { best = min(best, pairs[k][a * nb + b] + singles[k + 1][b] + backward[k + 1][b]) }
                return best
            }
        }
        return backward
    }

    private static func cheapest(_ values: [Float]) -> Int {
        var best = 0
        for index in values.indices where values[index] < values[best] { best = index }
        return best
    }
}
