/// How a number stands on one line across its bars where the model reads no number: the fit of
/// the number's own pattern, and how much better the digit blur swaps with would fit anywhere.
///
/// The model reads nothing on a line when its best pattern there has no valid check digit or
/// first-digit sets. The number zbar read can still be weighed on the line: under a blur of about
/// half a module zbar swaps 1 and 7, 2 and 8, in pairs whose check digits agree, and with the
/// swapped number's own pattern fitted as well as it can be, the printed digit still explains
/// its seven modules' pixels far better than the swapped one. Only the swap partner is tried at
/// each place: any rival at all also wins where a finger or a stain covers a digit, and on a
/// `bench misreads` photo (seed 29) that refuted a true number, which the partner did not.
///
/// ```swift
/// let challenge = decoder.challenge(of: [9, 1, 8, 5, 6, 0, 2, 4, 8, 3, 5, 8, 9], on: line)
/// challenge?.rivalGain   // 0.09: a 2 in place of the second 8 fits far better
/// ```
struct DigitChallenge: Sendable, Equatable {
    /// The fit of the number's own pattern, its grid refined for it: mean squared residual over
    /// squared contrast.
    let misfit: Float
    /// The most that one digit's pattern replaced by its swap partner's lowers the squared
    /// residual, per pixel of that digit, over squared contrast; 0 or less when no 1, 7, 2 or 8
    /// would be better swapped, and 0 for a number without them.
    let rivalGain: Float
}

extension ProfileDecoder {
    /// How `digits`, an EAN-13 (or UPC-A as one), stand on `line`; `nil` for other symbols or
    /// when the number's pattern cannot be fitted there.
    func challenge(of digits: [Int], on line: GuardedProfile) -> DigitChallenge? {
        guard symbol == .ean13, let start = line.grids.first,
              let path = Self.ean13Path(of: digits, in: trellis.segments) else { return nil }
        let modules = zip(trellis.segments, path).flatMap { segment, option in segment.patterns[option] }
        let mirrored = start.mirrored(modules: symbol.layout.modules, last: Float(line.light.count - 1))
        // The guards look the same from either end: the way round the number fits better is its own.
        let ways = [(line.light, start), (line.light.reversed(), mirrored)].compactMap { light, grid in
            GridRefinement.fitLevels(grid, modules: modules, profile: light).map { (light, grid, $0.misfit) }
        }
        guard let (light, grid, _) = ways.min(by: { $0.2 < $1.2 }),
              let fit = GridRefinement.refine(grid, modules: modules, profile: light),
              let darkness = trellis.darkness(on: fit.grid, count: light.count) else { return nil }
        let costs = trellis.costs(light, darkness: darkness, levels: fit.levels)
        let segments = trellis.segments
        let gain = segments.indices.compactMap { k -> Float? in
            guard let rival = Self.swapPartner(of: path[k], in: segments[k]) else { return nil }
            return costs.gain(of: rival, at: k, along: path) / (Float(segments[k].width) * fit.grid.moduleWidth)
        }.max() ?? 0
        return DigitChallenge(misfit: fit.misfit, rivalGain: gain / (fit.levels.contrast * fit.levels.contrast))
    }

    /// The pattern, in the same set, of the digit that blur makes zbar read for `option`'s: 1 for
    /// 7 and 7 for 1, 2 for 8 and 8 for 2, whose patterns differ only by where a thin bar stands
    /// between wide spaces; `nil` for other digits and fixed segments.
    private static func swapPartner(of option: Int, in segment: SymbolSegment) -> Int? {
        guard !segment.isFixed else { return nil }
        let own = segment.meanings[option]
        guard let partner = [1: 7, 7: 1, 2: 8, 8: 2][own.digit] else { return nil }
        return segment.meanings.firstIndex { $0.digit == partner && $0.isG == own.isG }
    }

    /// The pattern of every segment of an EAN-13 layout for `digits`: the first digit picks the
    /// left half's sets, the right half is in set R.
    private static func ean13Path(of digits: [Int], in segments: [SymbolSegment]) -> [Int]? {
        guard digits.count == 13, let first = digits.first, EANEncoding.ean13Parity.indices.contains(first) else { return nil }
        let sets = EANEncoding.ean13Parity[first]
        var path: [Int] = [], placed = 1
        for segment in segments {
            guard !segment.isFixed else { path.append(0); continue }
            let isG = placed <= 6 && sets[placed - 1] == .g
            guard let option = segment.meanings.firstIndex(where: { $0.digit == digits[placed] && $0.isG == isG }) else {
                return nil
            }
            path.append(option)
            placed += 1
        }
        return placed == 13 ? path : nil
    }
}
