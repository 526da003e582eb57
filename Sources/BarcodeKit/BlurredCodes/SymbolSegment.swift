/// One stretch of a symbol as the trellis decoder sees it: a guard or separator (one fixed
/// pattern) or a digit (one pattern per possible digit and digit set).
struct SymbolSegment: Sendable {
    /// First module of the segment.
    let firstModule: Int
    /// The patterns it may show, as module darkness (1 bar, 0 space).
    let patterns: [[Float]]
    /// For a digit segment, the digit and whether it is from set G, per pattern.
    let meanings: [(digit: Int, isG: Bool)]

    /// Modules in the segment.
    var width: Int { patterns[0].count }

    /// Whether it is a guard or separator, with one pattern, rather than a digit.
    var isFixed: Bool { patterns.count == 1 }

    /// Every pattern's bars as module ranges within the segment, pattern after pattern: pattern
    /// `k`'s are at `barStarts[k]..<barStarts[k + 1]`. One flat array, as the trellis decoder
    /// walks them for every pixel and an array per pattern would be retained and released each
    /// time: the share of `TrellisDecoder.contributions` in the CPU time of `shelfscan scan` over
    /// the corpus fell from 4.4% to 3.9%.
    let bars: [Range<Int>]
    /// Where each pattern's bars start in `bars`, and their end.
    let barStarts: [Int]

    init(firstModule: Int, patterns: [[Float]], meanings: [(digit: Int, isG: Bool)]) {
        self.firstModule = firstModule
        self.patterns = patterns
        self.meanings = meanings
        let runs = Self.barRuns(of: patterns)
        bars = runs.flatMap { $0 }
        barStarts = runs.reduce(into: [0]) { starts, pattern in starts.append(starts[starts.count - 1] + pattern.count) }
    }

    private static func barRuns(of patterns: [[Float]]) -> [[Range<Int>]] {
        patterns.map { pattern in
            var runs: [Range<Int>] = [], start: Int?
            for (module, darkness) in pattern.enumerated() {
                if darkness > 0, start == nil { start = module }
                if darkness == 0, let first = start { runs.append(first..<module); start = nil }
            }
            if let first = start { runs.append(first..<pattern.count) }
            return runs
        }
    }

    /// A guard or separator: one fixed pattern at module `first`.
    static func fixed(_ modules: [Bool], at first: Int) -> SymbolSegment {
        SymbolSegment(firstModule: first, patterns: [modules.map { $0 ? 1 : 0 }], meanings: [])
    }

    /// A digit at module `first`, in any of `sets`.
    static func digit(at first: Int, sets: [EANEncoding.DigitSet]) -> SymbolSegment {
        var patterns: [[Float]] = [], meanings: [(digit: Int, isG: Bool)] = []
        for set in sets {
            for digit in 0..<10 {
                patterns.append(EANEncoding.digit(digit, set).map { $0 ? 1 : 0 })
                meanings.append((digit, set == .g))
            }
        }
        return SymbolSegment(firstModule: first, patterns: patterns, meanings: meanings)
    }
}
