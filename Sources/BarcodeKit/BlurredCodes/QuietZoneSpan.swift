/// Finds where a code may lie on a scan line: the longest stretch between two runs of paper
/// white (quiet zones) that holds no white run as long as either of them.
///
/// Paper white is the line's brightest few percent, or, when light falls unevenly across a label
/// and one quiet zone stays below that, it may drift: measured on each half of the line and
/// interpolated between the halves' middles, as `ToneLevels` lets it drift when fitting.
enum QuietZoneSpan {
    /// Pixels a white run needs to count as a possible quiet zone.
    static let minimumQuietRun = 4
    /// Pixels a span needs to hold 95 modules.
    static let minimumSpan = 50

    /// The longest plausible span `start...end` (its first and last non-white pixels) under flat
    /// paper white, else under drifting white, with its part that may be the main symbol when the
    /// rest looks like an add-on, and which white it took; `nil` when neither finds one.
    static func longest(in values: [Float])
        -> (span: ClosedRange<Int>, withoutAddOn: ClosedRange<Int>?, whiteDrifts: Bool)? {
        guard let (white, ink) = levels(values) else { return nil }
        if let found = longest(in: values, paper: (white, white), ink: ink) {
            return (found.span, found.withoutAddOn, false)
        }
        return longest(in: values, paper: halvesWhite(values), ink: ink).map { ($0.span, $0.withoutAddOn, true) }
    }

    /// The longest plausible span under flat paper white or, with `whiteDrifts`, under white
    /// measured on each half of the line, or `nil`.
    static func longest(in values: [Float], whiteDrifts: Bool) -> ClosedRange<Int>? {
        guard let (white, ink) = levels(values) else { return nil }
        return longest(in: values, paper: whiteDrifts ? halvesWhite(values) : (white, white), ink: ink)?.span
    }

    /// Paper white and ink from the line's brightest and darkest few percent; `nil` for a line
    /// too short for a code or with too little contrast.
    private static func levels(_ values: [Float]) -> (white: Float, ink: Float)? {
        guard values.count >= minimumSpan else { return nil }
        let levels = GrayPercentiles.values(atRanks: [values.count * 97 / 100, values.count * 3 / 100], in: values)
        guard levels[0] - levels[1] >= 20 else { return nil }
        return (levels[0], levels[1])
    }

    private static func longest(in values: [Float], paper: (left: Float, right: Float), ink: Float)
        -> (span: ClosedRange<Int>, withoutAddOn: ClosedRange<Int>?)? {
        let runs = whiteRuns(values, paper: paper, ink: ink)
        var best: ClosedRange<Int>?
        for (leftIndex, left) in runs.enumerated() {
            for rightIndex in (leftIndex + 1)..<runs.count {
                let right = runs[rightIndex]
                let span = left.upperBound...(right.lowerBound - 1)
                guard span.count >= minimumSpan else { continue }
                let shorterQuiet = min(left.count, right.count)
                let widestSpace = Float(span.count) / Float(SymbolLayout.ean13.modules) * 6
                let inner = runs[(leftIndex + 1)..<rightIndex]
                if inner.contains(where: { Float($0.count) >= max(Float(shorterQuiet), widestSpace) }) { break }
                if span.count > (best?.count ?? 0) { best = span }
            }
        }
        return best.map { ($0, withoutAddOn($0, runs: runs)) }
    }

    /// The part of `span` that may be the main symbol when the widest white run inside it may be
    /// an add-on's gap: an add-on 7 to 12 modules beside the symbol, narrower than the quiet
    /// zones, passes the test above, and a span holding one fits no 95-module grid. The longer
    /// side is the candidate when the shorter one is add-on sized (20 or 47 modules to its 95).
    /// A blurred 4-module space inside a symbol can look the same, so this is a second candidate,
    /// never a replacement: cutting every such span instead lost a book cover and 3 UPC-A and
    /// EAN-13 reads of the misread benchmark that the whole span gave. The gap must
    /// show as 5 modules of white: allowing 4, for add-ons 7 modules away under heavy blur, lost
    /// a corpus photo.
    private static func withoutAddOn(_ span: ClosedRange<Int>, runs: [Range<Int>]) -> ClosedRange<Int>? {
        let inner = runs.filter { $0.lowerBound > span.lowerBound && $0.upperBound <= span.upperBound }
        guard let gap = inner.max(by: { $0.count < $1.count }) else { return nil }
        let left = span.lowerBound...(gap.lowerBound - 1), right = gap.upperBound...span.upperBound
        let (main, addOn) = left.count >= right.count ? (left, right) : (right, left)
        let module = Float(main.count) / Float(SymbolLayout.ean13.modules)
        guard main.count >= minimumSpan, Float(gap.count) >= 5 * module,
              (12...60).contains(Float(addOn.count) / module) else { return nil }
        return main
    }

    /// The brightest few percent of each half of `values`.
    private static func halvesWhite(_ values: [Float]) -> (left: Float, right: Float) {
        let half = values.count / 2
        let left = values[..<half], right = values[half...]
        return (GrayPercentiles.values(atRanks: [left.count * 97 / 100], in: left)[0],
                GrayPercentiles.values(atRanks: [right.count * 97 / 100], in: right)[0])
    }

    /// Runs of at least `minimumQuietRun` pixels within 12% of the contrast of paper white,
    /// which goes from `paper.left` at a quarter of the line to `paper.right` at three quarters.
    private static func whiteRuns(_ values: [Float], paper: (left: Float, right: Float), ink: Float) -> [Range<Int>] {
        let quarter = Float(values.count) / 4
        func isWhite(_ index: Int) -> Bool {
            let along = min(1, max(0, (Float(index) - quarter) / (2 * quarter)))
            let white = paper.left + (paper.right - paper.left) * along
            return values[index] >= white - 0.12 * (white - ink)
        }
        var runs: [Range<Int>] = [], index = 0
        while index < values.count {
            guard isWhite(index) else { index += 1; continue }
            let start = index
            while index < values.count, isWhite(index) { index += 1 }
            if index - start >= minimumQuietRun { runs.append(start..<index) }
        }
        return runs
    }
}
