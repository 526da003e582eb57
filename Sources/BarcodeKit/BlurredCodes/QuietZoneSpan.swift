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
    /// White runs a span between two quiet zones may hold: the 29 spaces of an EAN-13, the gap
    /// to an EAN-5 add-on and the add-on's 15. A line of print holds far more, and weighing every
    /// pair of its runs (`spans(between:lineLength:)`) takes time that grows with their square:
    /// a thorough scan of a rendered 1700×1700 page of small print took 158.7–160.2 ms that way,
    /// 155.8–157.5 ms with this limit and 155–157 ms with no wider span at all (medians of 5
    /// scans, two alternating runs). The corpus, the book covers and four seeds of
    /// `shelfscan bench misreads` read the same with it.
    static let mostInnerRuns = 45

    /// The longest plausible span `start...end` (its first and last non-white pixels) under flat
    /// paper white, else under drifting white, with its part that may be the main symbol when the
    /// rest looks like an add-on, a wider span past a white run inside a code (see
    /// `spans(between:lineLength:)`), and which white it took; `nil` when neither finds one.
    static func longest(in values: [Float])
        -> (span: ClosedRange<Int>, withoutAddOn: ClosedRange<Int>?, wider: ClosedRange<Int>?, whiteDrifts: Bool)? {
        guard let (white, ink) = levels(values) else { return nil }
        if let found = longest(in: values, paper: (white, white), ink: ink) {
            return (found.span, found.withoutAddOn, found.wider, false)
        }
        return longest(in: values, paper: halvesWhite(values), ink: ink)
            .map { ($0.span, $0.withoutAddOn, $0.wider, true) }
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

    /// The span under `paper` white, its part that may be the main symbol, and a longer span
    /// past a white run inside a code, when there is one (`spans(between:lineLength:)`).
    private static func longest(in values: [Float], paper: (left: Float, right: Float), ink: Float)
        -> (span: ClosedRange<Int>, withoutAddOn: ClosedRange<Int>?, wider: ClosedRange<Int>?)? {
        let runs = whiteRuns(values, paper: paper, ink: ink)
        let found = spans(between: runs, lineLength: values.count)
        guard let span = found.firstBlocked ?? found.anyPair else { return nil }
        let wider = found.anyPair.flatMap { $0.count > span.count ? $0 : nil }
        return (span, withoutAddOn(span, runs: runs), wider)
    }

    /// The longest spans between two white `runs` that hold no white run as long as the shorter
    /// of the two or as a code's widest space would be in them.
    ///
    /// `firstBlocked` looks from each run only as far as the first span an inner run rules out;
    /// `anyPair` weighs every pair holding at most `mostInnerRuns` runs. An inner run too long
    /// for a span that ends at a short white run (a space inside the code) may be short enough for
    /// one that ends at the quiet zone past it, so `anyPair` keeps a blurred code whose first
    /// space shows white whole, where `firstBlocked` cuts its first bars off or finds no span.
    /// Taking `anyPair` alone cost book covers 3 of their 127 add-ons read and a corpus photo;
    /// tried as a further span beside `firstBlocked`, it took `shelfscan bench misreads` from 1.3
    /// to 1.0 misreads per 1,000 photos on seed 31 (reads 547.0 to 551.7) and from 1.7 to 1.0 on
    /// seed 101 (562.0 to 566.7), read 3.7 and 6.0 more on seeds 7 and 20240601, left the corpus
    /// and book covers as they were, and took 2% more CPU time over the corpus.
    private static func spans(between runs: [Range<Int>], lineLength: Int)
        -> (firstBlocked: ClosedRange<Int>?, anyPair: ClosedRange<Int>?) {
        var firstBlocked: ClosedRange<Int>?, anyPair: ClosedRange<Int>?
        let widestSpaceOnLine = widestSpace(in: lineLength)
        for (leftIndex, left) in runs.enumerated() {
            var widestInner = 0, blocked = false
            for rightIndex in (leftIndex + 1)..<runs.count {
                let right = runs[rightIndex]
                defer { widestInner = max(widestInner, right.count) }
                // No later span from `left` can pass: its bound is at most `left`'s length or
                // the widest space the whole line could hold.
                if Float(widestInner) >= max(Float(left.count), widestSpaceOnLine) { break }
                let crowded = rightIndex - leftIndex - 1 > mostInnerRuns
                // Neither can grow: `firstBlocked` is settled, and `anyPair` takes no crowded span.
                if blocked && crowded { break }
                let span = left.upperBound...(right.lowerBound - 1)
                guard span.count >= minimumSpan else { continue }
                let shorterQuiet = min(left.count, right.count)
                guard Float(widestInner) < max(Float(shorterQuiet), widestSpace(in: span.count)) else {
                    blocked = true
                    continue
                }
                if !blocked, span.count > (firstBlocked?.count ?? 0) { firstBlocked = span }
                if !crowded, span.count > (anyPair?.count ?? 0) { anyPair = span }
            }
        }
        return (firstBlocked, anyPair)
    }

    /// The widest space, 4 modules, that a code filling `pixels` may hold, with room for blur:
    /// 6 of its 95 modules.
    private static func widestSpace(in pixels: Int) -> Float {
        Float(pixels) / Float(SymbolLayout.ean13.modules) * 6
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
