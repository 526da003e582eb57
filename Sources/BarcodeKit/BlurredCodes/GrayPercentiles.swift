/// Values at given ranks of a profile, as if it were sorted, found in two passes instead of a
/// sort: a histogram over whole gray levels picks the level each rank falls in, and only the
/// values at that level are sorted.
enum GrayPercentiles {
    /// The value of rank `rank` (0 is the smallest) for each of `ranks`; `values` are gray levels
    /// (0...255, fractions allowed; anything outside counts in the nearest end level).
    static func values<C: Collection>(atRanks ranks: [Int], in values: C) -> [Float] where C.Element == Float {
        var counts = [Int](repeating: 0, count: 256)
        for value in values { counts[level(value)] += 1 }
        return ranks.map { rank in
            var below = 0, target = 0
            while below + counts[target] <= rank { below += counts[target]; target += 1 }
            let atLevel = values.filter { level($0) == target }.sorted()
            return atLevel[rank - below]
        }
    }

    @inline(__always)
    private static func level(_ value: Float) -> Int {
        min(255, max(0, Int(value)))
    }
}
