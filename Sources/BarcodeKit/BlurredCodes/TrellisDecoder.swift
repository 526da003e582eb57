/// Finds the EAN-13/UPC-A module pattern that best explains a blurred intensity profile.
///
/// Blur spreads each module over its neighbours, so a digit cannot be read on its own. The
/// decoder predicts every pixel from the patterns of its own segment and the two beside it
/// (blur reaches at most one digit further), and a Viterbi search over pairs of neighbouring
/// segments finds the whole-symbol pattern with the least squared error. A backward pass gives,
/// for every digit, how much worse the best reading with a different pattern there would fit:
/// the margin that tells a clear read from a guess.
struct TrellisDecoder: Sendable {
    /// The symbol's segments (see `SymbolSegment.ean13`).
    let segments = SymbolSegment.ean13

    /// The best pattern for `profile` under `grid` and `levels`, or `nil` when the grid does not
    /// fit in the profile. Margins cost a second pass and are left empty unless asked for.
    func decode(_ profile: [Float], grid: ModuleGrid, levels: ToneLevels, withMargins: Bool) -> TrellisReading? {
        let blur = EdgeBlur(sigma: grid.sigma)
        var costs: [[Float]] = []
        for index in segments.indices {
            guard let table = costTable(index, profile: profile, grid: grid, blur: blur, levels: levels) else {
                return nil
            }
            costs.append(table)
        }
        return search(costs, withMargins: withMargins)
    }

    /// Module range of segment `index`, with the quiet zones added to the outer guards.
    private func moduleRange(_ index: Int) -> (lower: Int, upper: Int) {
        let lower = index == 0 ? -ModuleGrid.quietModules : segments[index].firstModule
        let upper = index == segments.count - 1
            ? ModuleGrid.symbolModules + ModuleGrid.quietModules
            : segments[index + 1].firstModule
        return (lower, upper)
    }

    private func optionCount(_ index: Int) -> Int {
        segments.indices.contains(index) ? segments[index].patterns.count : 1
    }

    /// `cost[a][b][c]` flattened: the weighted squared error over segment `index`'s pixels when
    /// the previous, this and the next segment show patterns `a`, `b` and `c`.
    private func costTable(_ index: Int, profile: [Float], grid: ModuleGrid, blur: EdgeBlur,
                           levels: ToneLevels) -> [Float]? {
        let range = moduleRange(index)
        let pixels = grid.pixels(inModules: Float(range.lower), Float(range.upper), count: profile.count)
        guard !pixels.isEmpty || (index != 0 && index != segments.count - 1) else { return nil }
        let previous = contributions(of: index - 1, over: pixels, grid: grid, blur: blur)
        let current = contributions(of: index, over: pixels, grid: grid, blur: blur)
        let next = contributions(of: index + 1, over: pixels, grid: grid, blur: blur)
        var target = [Float](), weight = [Float]()
        for x in pixels {
            let contrast = levels.contrast(at: x)
            target.append((levels.white(at: x) - profile[x]) / contrast)
            weight.append(contrast * contrast)
        }
        let n = pixels.count
        let (na, nb, nc) = (previous.count / max(n, 1), current.count / max(n, 1), next.count / max(n, 1))
        guard n > 0 else { return [Float](repeating: 0, count: optionCount(index - 1) * optionCount(index) * optionCount(index + 1)) }
        // The squared error of a + b + c − t expands into products of pairs, each summed over
        // the pixels once: far fewer operations than summing every triple.
        let terms = (previous: Gram(previous, count: na, target: target, weight: weight),
                     current: Gram(current, count: nb, target: target, weight: weight),
                     next: Gram(next, count: nc, target: target, weight: weight))
        // A neighbour's bars reach only a few pixels into this segment.
        let (previousReach, nextReach) = (Gram.support(previous, count: na), Gram.support(next, count: nc))
        let previousCurrent = Gram.cross(previous, na, current, nb, weight: weight, pixels: previousReach)
        let previousNext = Gram.cross(previous, na, next, nc, weight: weight,
                                      pixels: previousReach.clamped(to: nextReach))
        let currentNext = Gram.cross(current, nb, next, nc, weight: weight, pixels: nextReach)
        let targetEnergy = zip(target, weight).reduce(Float(0)) { $0 + $1.1 * $1.0 * $1.0 }
        let nextSingle = (0..<nc).map { terms.next.energy[$0] - 2 * terms.next.withTarget[$0] }
        var table = [Float](repeating: 0, count: na * nb * nc)
        table.withUnsafeMutableBufferPointer { table in
            previousNext.withUnsafeBufferPointer { previousNext in
                currentNext.withUnsafeBufferPointer { currentNext in
                    for a in 0..<na {
                        let single = terms.previous.energy[a] - 2 * terms.previous.withTarget[a] + targetEnergy
                        for b in 0..<nb {
                            let pair = single + terms.current.energy[b] - 2 * terms.current.withTarget[b]
                                + 2 * previousCurrent[a * nb + b]
                            let row = (a * nb + b) * nc
                            for c in 0..<nc {
                                table[row + c] = pair + nextSingle[c] + 2 * (previousNext[a * nc + c] + currentNext[b * nc + c])
                            }
                        }
                    }
                }
            }
        }
        return table
    }

    /// For each pattern of segment `index`, the darkness it alone adds to each pixel, pattern
    /// after pattern (`pixels.count` values each). Every segment begins and ends with a bar-space
    /// change whatever its digit, so its bars are its own and their spread edges depend on it alone.
    private func contributions(of index: Int, over pixels: Range<Int>, grid: ModuleGrid,
                               blur: EdgeBlur) -> [Float] {
        guard segments.indices.contains(index) else {
            return [Float](repeating: 0, count: pixels.count)
        }
        let segment = segments[index]
        let boundaries = 0...segment.width
        let lefts = boundaries.map { grid.barEdge(segment.firstModule + $0, isLeft: true) }
        let rights = boundaries.map { grid.barEdge(segment.firstModule + $0, isLeft: false) }
        var below = (left: [Float](repeating: 0, count: lefts.count), right: [Float](repeating: 0, count: rights.count))
        var result = [Float](repeating: 0, count: pixels.count * segment.patterns.count)
        for (slot, x) in pixels.enumerated() {
            let centre = Float(x)
            // Patterns share their edge positions, so each blurred edge is looked up once per pixel.
            for boundary in boundaries {
                below.left[boundary] = blur.below(edge: lefts[boundary], x: centre)
                below.right[boundary] = blur.below(edge: rights[boundary], x: centre)
            }
            for (option, bars) in segment.bars.enumerated() {
                var sum: Float = 0
                for bar in bars { sum += below.right[bar.upperBound] - below.left[bar.lowerBound] }
                result[option * pixels.count + slot] = sum
            }
        }
        return result
    }

    /// Viterbi over states (pattern of segment k, pattern of segment k+1), then, if asked, a
    /// backward pass for each segment's margin.
    private func search(_ costs: [[Float]], withMargins: Bool) -> TrellisReading {
        let count = segments.count
        var forward: [[Float]] = [], choice: [[Int]] = []
        for k in 0..<count {
            let (na, nb, nc) = (optionCount(k - 1), optionCount(k), optionCount(k + 1))
            let before = k == 0 ? [Float](repeating: 0, count: na * nb) : forward[k - 1]
            let cost = costs[k]
            var values = [Float](repeating: .infinity, count: nb * nc)
            var picks = [Int](repeating: 0, count: nb * nc)
            // Row by row through the cost table, so the innermost loop runs along memory.
            for a in 0..<na {
                for b in 0..<nb {
                    let reached = before[a * nb + b], row = (a * nb + b) * nc
                    for c in 0..<nc {
                        let total = reached + cost[row + c]
                        if total < values[b * nc + c] { values[b * nc + c] = total; picks[b * nc + c] = a }
                    }
                }
            }
            forward.append(values)
            choice.append(picks)
        }
        var patterns = [Int](repeating: 0, count: count)
        let last = forward[count - 1]
        var best = 0
        for b in last.indices where last[b] < last[best] { best = b }
        patterns[count - 1] = best
        var next = 0
        for k in stride(from: count - 1, through: 1, by: -1) {
            let previous = choice[k][patterns[k] * optionCount(k + 1) + next]
            next = patterns[k]
            patterns[k - 1] = previous
        }
        guard withMargins else { return TrellisReading(patterns: patterns, cost: last[best], margins: []) }
        let backward = backwardCosts(costs)
        let margins = (0..<count).map { k in margin(of: k, forward: forward, backward: backward, chosen: patterns[k]) }
        return TrellisReading(patterns: patterns, cost: last[best], margins: margins)
    }

    /// For each segment k and state (pattern of k−1, pattern of k), the least cost of segments
    /// k to the end.
    private func backwardCosts(_ costs: [[Float]]) -> [[Float]] {
        let count = segments.count
        var backward = [[Float]](repeating: [], count: count)
        for k in stride(from: count - 1, through: 0, by: -1) {
            let (na, nb, nc) = (optionCount(k - 1), optionCount(k), optionCount(k + 1))
            let after = k == count - 1 ? [Float](repeating: 0, count: nb * nc) : backward[k + 1]
            let cost = costs[k]
            var values = [Float](repeating: .infinity, count: na * nb)
            for a in 0..<na {
                for b in 0..<nb {
                    var best = Float.infinity
                    for c in 0..<nc { best = min(best, cost[(a * nb + b) * nc + c] + after[b * nc + c]) }
                    values[a * nb + b] = best
                }
            }
            backward[k] = values
        }
        return backward
    }

    /// How much worse the best whole-symbol fit becomes when segment `k` must show another pattern.
    private func margin(of k: Int, forward: [[Float]], backward: [[Float]], chosen: Int) -> Float {
        let (na, nb) = (optionCount(k - 1), optionCount(k))
        guard nb > 1 else { return .infinity }
        let before = k == 0 ? [Float](repeating: 0, count: na * nb) : forward[k - 1]
        let after = backward[k]
        var best = Float.infinity, rival = Float.infinity
        for b in 0..<nb {
            var total = Float.infinity
            for a in 0..<na { total = min(total, before[a * nb + b] + after[a * nb + b]) }
            if b == chosen { best = total } else { rival = min(rival, total) }
        }
        return rival - best
    }
}
