/// Finds where a code may lie on a scan line: the longest stretch between two runs of paper
/// white (quiet zones) that holds no white run as long as either of them.
enum QuietZoneSpan {
    /// Pixels a white run needs to count as a possible quiet zone.
    static let minimumQuietRun = 4
    /// Pixels a span needs to hold 95 modules.
    static let minimumSpan = 50

    /// The longest plausible span `start...end` (its first and last non-white pixels), or `nil`.
    static func longest(in values: [Float]) -> ClosedRange<Int>? {
        guard values.count >= minimumSpan else { return nil }
        let levels = GrayPercentiles.values(atRanks: [values.count * 97 / 100, values.count * 3 / 100], in: values)
        let (white, ink) = (levels[0], levels[1])
        guard white - ink >= 20 else { return nil }
        let threshold = white - 0.12 * (white - ink)
        let runs = whiteRuns(values, threshold: threshold)
        var best: ClosedRange<Int>?
        for (leftIndex, left) in runs.enumerated() {
            for rightIndex in (leftIndex + 1)..<runs.count {
                let right = runs[rightIndex]
                let span = left.upperBound...(right.lowerBound - 1)
                guard span.count >= minimumSpan else { continue }
                let shorterQuiet = min(left.count, right.count)
                let widestSpace = Float(span.count) / 95 * 6
                let inner = runs[(leftIndex + 1)..<rightIndex]
                if inner.contains(where: { Float($0.count) >= max(Float(shorterQuiet), widestSpace) }) { break }
                if span.count > (best?.count ?? 0) { best = span }
            }
        }
        return best
    }

    /// Runs of at least `minimumQuietRun` pixels at or above `threshold`.
    private static func whiteRuns(_ values: [Float], threshold: Float) -> [Range<Int>] {
        var runs: [Range<Int>] = [], index = 0
        while index < values.count {
            guard values[index] >= threshold else { index += 1; continue }
            let start = index
            while index < values.count, values[index] >= threshold { index += 1 }
            if index - start >= minimumQuietRun { runs.append(start..<index) }
        }
        return runs
    }
}
