/// The trellis decoder's costs along a symbol's segments: a cost per pattern of each segment, one
/// per pair of patterns of neighbouring segments, and a constant; a whole-symbol pattern costs
/// the sum of those it picks. The search for the cheapest pattern walks the chain once.
struct TrellisCosts {
    /// Patterns per segment.
    let optionCounts: [Int]
    /// Every segment's cost of each of its patterns, segment after segment (see `single`).
    private var singles: [Float]
    /// Every pair of segments k and k+1's cost of patterns (a, b), pair after pair (see `pair`).
    private var pairs: [Float]
    /// Where each segment's costs start in `singles`, and each pair's in `pairs`; the forward and
    /// backward costs of the search are laid out as `singles` is. One array for all segments,
    /// where each had its own, spares dozens of allocations each time the costs are built and
    /// searched, three or four times a decode: the CPU time of `shelfscan scan` over the corpus
    /// fell by about 2% (2.81 s against 2.87 s, medians of 9 alternating runs), and the corpus,
    /// the book covers and seeds 31, 101, 7 and 20240601 of `shelfscan bench misreads` read the
    /// same, photo by photo.
    private let singleStarts: [Int], pairStarts: [Int]
    /// The part of the cost no pattern changes.
    var constant: Float = 0

    init(optionCounts: [Int]) {
        self.optionCounts = optionCounts
        let pairCounts = zip(optionCounts, optionCounts.dropFirst()).map { $0 * $1 }
        singleStarts = Self.starts(of: optionCounts)
        pairStarts = Self.starts(of: pairCounts)
        singles = [Float](repeating: 0, count: optionCounts.reduce(0, +))
        pairs = [Float](repeating: 0, count: pairCounts.reduce(0, +))
    }

    /// Where each of `counts` values starts when they are laid one after another.
    private static func starts(of counts: [Int]) -> [Int] {
        var start = 0
        return counts.map { count in
            defer { start += count }
            return start
        }
    }

    /// The cost of pattern `option` of segment `k`.
    func single(_ k: Int, _ option: Int) -> Float {
        singles[singleStarts[k] + option]
    }

    /// The cost of pattern `a` of segment `k` beside pattern `b` of segment `k + 1`.
    func pair(_ k: Int, _ a: Int, _ b: Int) -> Float {
        pairs[pairStarts[k] + a * optionCounts[k + 1] + b]
    }

    /// Adds `segment`'s Σ w·v² − 2 Σ w·v·t per pattern, for its patterns' contribution `vectors`
    /// over `pixels` (see `Gram.addSquaredError`).
    mutating func addSingles(_ vectors: [Float], target: UnsafeBufferPointer<Float>,
                             weight: UnsafeBufferPointer<Float>, pixels: Range<Int>, segment: Int) {
        let (start, count) = (singleStarts[segment], optionCounts[segment])
        singles.withUnsafeMutableBufferPointer { singles in
            Gram.addSquaredError(vectors, count: count, target: target, weight: weight, pixels: pixels,
                                 to: UnsafeMutableBufferPointer(rebasing: singles[start..<(start + count)]))
        }
    }

    /// Adds twice the cross sums of segments `k` and `k+1`, from their patterns' contribution
    /// vectors `x` and `y` over `pixels`.
    mutating func addPairs(_ x: [Float], _ y: [Float], weight: UnsafeBufferPointer<Float>, pixels: Range<Int>,
                           after k: Int) {
        let (start, count) = (pairStarts[k], optionCounts[k] * optionCounts[k + 1])
        pairs.withUnsafeMutableBufferPointer { pairs in
            Gram.addCross(x, optionCounts[k], y, optionCounts[k + 1], weight: weight, pixels: pixels,
                          to: UnsafeMutableBufferPointer(rebasing: pairs[start..<(start + count)]))
        }
    }

    /// The cheapest pattern of each segment; with margins, how much dearer each segment's best
    /// other pattern would make the whole.
    func bestPath(withMargins: Bool) -> TrellisReading {
        let forward = forwardCosts()
        let count = optionCounts.count
        var patterns = [Int](repeating: 0, count: count)
        patterns[count - 1] = Self.cheapest(forward.costs, from: singleStarts[count - 1], count: optionCounts[count - 1])
        for k in stride(from: count - 1, through: 1, by: -1) {
            patterns[k - 1] = forward.choices[singleStarts[k] + patterns[k]]
        }
        let cost = forward.costs[singleStarts[count - 1] + patterns[count - 1]] + constant
        guard withMargins else { return TrellisReading(patterns: patterns, cost: cost, margins: []) }
        let backward = backwardCosts()
        let margins = (0..<count).map { k in
            var best = Float.infinity, rival = Float.infinity
            for option in 0..<optionCounts[k] {
                let total = forward.costs[singleStarts[k] + option] + backward[singleStarts[k] + option]
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
            var total = single(k, option)
            if k > 0 { total += pair(k - 1, path[k - 1], option) }
            if k + 1 < optionCounts.count { total += pair(k, option, path[k + 1]) }
            return total
        }
        return cost(path[k]) - cost(rival)
    }

    /// Per segment and pattern, the least cost of segments 0 through it ending in that pattern,
    /// and the previous segment's pattern that gives it; laid out as `singles` is.
    private func forwardCosts() -> (costs: [Float], choices: [Int]) {
        var costs = singles, choices = [Int](repeating: 0, count: singles.count)
        for k in 1..<optionCounts.count {
            let (na, nb) = (optionCounts[k - 1], optionCounts[k])
            let (previous, current) = (singleStarts[k - 1], singleStarts[k])
            for b in 0..<nb { costs[current + b] = .infinity }
            for a in 0..<na {
                let reached = costs[previous + a]
                for b in 0..<nb where reached + pair(k - 1, a, b) < costs[current + b] {
                    costs[current + b] = reached + pair(k - 1, a, b)
                    choices[current + b] = a
                }
            }
            for b in 0..<nb { costs[current + b] += singles[current + b] }
        }
        return (costs, choices)
    }

    /// Per segment and pattern, the least cost of the segments after it given that pattern; laid
    /// out as `singles` is.
    private func backwardCosts() -> [Float] {
        let count = optionCounts.count
        var backward = [Float](repeating: 0, count: singles.count)
        for k in stride(from: count - 2, through: 0, by: -1) {
            let (na, nb) = (optionCounts[k], optionCounts[k + 1])
            let (current, next) = (singleStarts[k], singleStarts[k + 1])
            for a in 0..<na {
                var best = Float.infinity
                for b in 0..<nb { best = min(best, pair(k, a, b) + single(k + 1, b) + backward[next + b]) }
                backward[current + a] = best
            }
        }
        return backward
    }

    /// Which of the `count` values from `start` is least, the first of equals.
    private static func cheapest(_ values: [Float], from start: Int, count: Int) -> Int {
        var best = 0
        for index in 0..<count where values[start + index] < values[start + best] { best = index }
        return best
    }
}
