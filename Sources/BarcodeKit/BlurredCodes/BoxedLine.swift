/// A line across a code's bars, with where the code lies on it: where zbar's box puts it, or
/// between the line's own quiet zones (see `ModelCheck`).
struct BoxedLine: Sendable {
    /// Where the code lies along a line.
    enum Ends: Sendable {
        /// The code's first and last edges, in pixels along the line's values, as zbar's box
        /// places them, and how far either may be off.
        case edges(start: Float, end: Float, reach: Float)
        /// The first and last pixels darker than paper white between two quiet zones
        /// (`QuietZoneSpan`), which blur moves out from the code's edges.
        case quietZones(ClosedRange<Int>)
    }

    /// The sampled line.
    let line: ScanLine
    /// Where the code lies on it.
    let ends: Ends

    /// The line's profile, read forwards or reversed, with the grids that fit the guards where
    /// `ends` put the code; `nil` when they cannot hold one.
    func guarded(by decoder: ProfileDecoder, isReversed: Bool) -> GuardedProfile? {
        let last = line.values.count - 1
        let values = isReversed ? line.values.reversed() : line.values
        switch ends {
        case let .edges(start, end, reach):
            return isReversed
                ? decoder.guarded(values, edgesAt: Float(last) - end, Float(last) - start, reach: reach)
                : decoder.guarded(values, edgesAt: start, end, reach: reach)
        case let .quietZones(span):
            return isReversed
                ? decoder.guarded(values, start: last - span.upperBound, end: last - span.lowerBound)
                : decoder.guarded(values, start: span.lowerBound, end: span.upperBound)
        }
    }
}
