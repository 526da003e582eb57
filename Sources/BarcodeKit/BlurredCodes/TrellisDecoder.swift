/// Finds the module pattern of a symbol (EAN-13/UPC-A, or an add-on) that best explains a blurred
/// intensity profile.
///
/// Blur spreads each module over its neighbours, so a digit cannot be read on its own. The
/// decoder predicts every pixel from the patterns of its own segment and the two beside it
/// (blur reaches at most one digit further). The squared error then splits into a cost per
/// segment pattern and a cost per pair of neighbouring patterns, and a Viterbi search along the
/// segments finds the whole-symbol pattern with the least error. The one term left out is the
/// product of the two neighbours' blur tails meeting inside a 7-module digit, which stays below a
/// thousandth of a segment's error at the widest blur tried. A backward pass gives, for every
/// digit, how much worse the best reading with a different pattern there would fit: the margin
/// that tells a clear read from a guess.
struct TrellisDecoder: Sendable {
    /// The symbol decoded.
    let layout: SymbolLayout

    /// A decoder of `layout` symbols.
    init(layout: SymbolLayout = .ean13) {
        self.layout = layout
    }

    /// The symbol's segments.
    var segments: [SymbolSegment] { layout.segments }

    /// The best pattern for `profile` under `grid` and `levels`, or `nil` when the grid does not
    /// fit in the profile. Margins cost a second pass and are left empty unless asked for.
    func decode(_ profile: [Float], grid: ModuleGrid, levels: ToneLevels, withMargins: Bool) -> TrellisReading? {
        guard let darkness = self.darkness(on: grid, count: profile.count) else { return nil }
        return decode(profile, darkness: darkness, levels: levels, withMargins: withMargins)
    }

    /// The best pattern for `profile` with `darkness` worked out for its grid beforehand, so that
    /// decodes under several tone levels on one grid share it.
    func decode(_ profile: [Float], darkness: SegmentDarkness, levels: ToneLevels, withMargins: Bool) -> TrellisReading {
        costs(profile, darkness: darkness, levels: levels).bestPath(withMargins: withMargins)
    }

    /// The costs of every pattern of every segment for `profile`, with `darkness` worked out for
    /// its grid: what `decode` searches, and what `DigitChallenge` weighs a given pattern by.
    func costs(_ profile: [Float], darkness: SegmentDarkness, levels: ToneLevels) -> TrellisCosts {
        var costs = TrellisCosts(optionCounts: layout.optionCounts)
        var lower = Int.max, upper = Int.min
        for pixels in darkness.pixels where !pixels.isEmpty {
            lower = min(lower, pixels.lowerBound)
            upper = max(upper, pixels.upperBound)
        }
        guard lower < upper else { return costs }
        // Each pixel's target and weight, worked out once into one buffer for all segments.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * (upper - lower)) { buffer in
            guard let base = buffer.baseAddress else { return }
            let (target, weight) = (base, base + (upper - lower))
            for x in lower..<upper {
                let contrast = levels.contrast(at: x)
                target[x - lower] = (levels.white(at: x) - profile[x]) / contrast
                weight[x - lower] = contrast * contrast
            }
            for index in segments.indices where !darkness.pixels[index].isEmpty {
                let pixels = darkness.pixels[index]
                let offset = pixels.lowerBound - lower
                addCosts(of: index, to: &costs, darkness: darkness,
                         target: UnsafeBufferPointer(start: target + offset, count: pixels.count),
                         weight: UnsafeBufferPointer(start: weight + offset, count: pixels.count))
            }
        }
        return costs
    }

    /// Every segment's pixels on `grid` and how dark each pattern of it and of its neighbours
    /// makes them; `nil` when an outer guard's pixels fall outside a profile of `count` pixels.
    func darkness(on grid: ModuleGrid, count: Int) -> SegmentDarkness? {
        let blur = EdgeBlur(sigma: grid.sigma)
        var result = SegmentDarkness()
        for index in segments.indices {
            let range = moduleRange(index)
            let pixels = grid.pixels(inModules: Float(range.lower), Float(range.upper), count: count)
            guard !pixels.isEmpty || (index != 0 && index != segments.count - 1) else { return nil }
            let previous = index > 0 ? contributions(of: index - 1, over: pixels, grid: grid, blur: blur) : []
            let next = index < segments.count - 1 ? contributions(of: index + 1, over: pixels, grid: grid, blur: blur) : []
            result.pixels.append(pixels)
            result.own.append(contributions(of: index, over: pixels, grid: grid, blur: blur))
            result.previous.append(previous)
            result.next.append(next)
            // A neighbour's bars reach only a few pixels into this segment.
            result.reaches.append((Gram.support(previous, count: optionCount(index - 1)),
                                   Gram.support(next, count: optionCount(index + 1))))
        }
        return result
    }

    /// Patterns of segment `index`, none outside the symbol.
    private func optionCount(_ index: Int) -> Int {
        segments.indices.contains(index) ? segments[index].patterns.count : 0
    }

    /// Module range of segment `index`, with the quiet zones added to the outer guards.
    private func moduleRange(_ index: Int) -> (lower: Int, upper: Int) {
        let lower = index == 0 ? -ModuleGrid.quietModules : segments[index].firstModule
        let upper = index == segments.count - 1
            ? layout.modules + ModuleGrid.quietModules
            : segments[index + 1].firstModule
        return (lower, upper)
    }

    /// Adds the weighted squared error over segment `index`'s pixels to `costs`: the square of
    /// previous + current + next − target expands into one term per pattern and one per pair of
    /// patterns, each summed over the pixels once. `target` and `weight` hold the segment's pixels.
    private func addCosts(of index: Int, to costs: inout TrellisCosts, darkness: SegmentDarkness,
                          target: UnsafeBufferPointer<Float>, weight: UnsafeBufferPointer<Float>) {
        var constant: Float = 0
        for slot in target.indices { constant += weight[slot] * target[slot] * target[slot] }
        costs.constant += constant
        let current = darkness.own[index]
        costs.addSingles(current, target: target, weight: weight, pixels: target.indices, segment: index)
        for neighbour in stride(from: index - 1, through: index + 1, by: 2) where segments.indices.contains(neighbour) {
            let reaching = neighbour < index ? darkness.previous[index] : darkness.next[index]
            let reach = neighbour < index ? darkness.reaches[index].previous : darkness.reaches[index].next
            costs.addSingles(reaching, target: target, weight: weight, pixels: reach, segment: neighbour)
            if neighbour < index {
                costs.addPairs(reaching, current, weight: weight, pixels: reach, after: neighbour)
            } else {
                costs.addPairs(current, reaching, weight: weight, pixels: reach, after: index)
            }
        }
    }

    /// For each pixel of `pixels`, the darkness each pattern of segment `index` alone adds to it,
    /// stored as `Gram` reads them. Every segment begins and ends with a bar-space change whatever
    /// its digit, so its bars are its own and their spread edges depend on it alone.
    private func contributions(of index: Int, over pixels: Range<Int>, grid: ModuleGrid,
                               blur: EdgeBlur) -> [Float] {
        let segment = segments[index]
        let stride = Gram.stride(for: segment.patterns.count)
        var result = [Float](repeating: 0, count: pixels.count * stride)
        let edges = segment.width + 1
        let spreads = grid.spread != 0
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 4 * edges) { buffer in
            guard let base = buffer.baseAddress else { return }
            let (lefts, rights) = (base, base + edges)
            let (belowLeft, belowRight) = (base + 2 * edges, base + 3 * edges)
            for boundary in 0..<edges {
                lefts[boundary] = grid.barEdge(segment.firstModule + boundary, isLeft: true)
                rights[boundary] = grid.barEdge(segment.firstModule + boundary, isLeft: false)
            }
            segment.bars.withUnsafeBufferPointer { bars in
                segment.barStarts.withUnsafeBufferPointer { starts in
                    result.withUnsafeMutableBufferPointer { result in
                        for (slot, x) in pixels.enumerated() {
                            let centre = Float(x)
                            // Patterns share their edge positions, so each blurred edge is looked up once per pixel;
                            // with no spread, a boundary's left and right edges are one.
                            for boundary in 0..<edges {
                                belowLeft[boundary] = blur.below(edge: lefts[boundary], x: centre)
                                belowRight[boundary] = spreads
                                    ? blur.below(edge: rights[boundary], x: centre) : belowLeft[boundary]
                            }
                            for option in 0..<(starts.count - 1) {
                                var sum: Float = 0
                                for bar in bars[starts[option]..<starts[option + 1]] {
                                    sum += belowRight[bar.upperBound] - belowLeft[bar.lowerBound]
                                }
                                result[slot * stride + option] = sum
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
