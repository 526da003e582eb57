import ISBNKit

/// Whether finding ISBNs in text costs time linear in the text: the same ISBNs extracted from
/// one line, separated by spaces, and from as many lines, alternating, with the median of each.
/// One long line once cost 190 times as much as the same numbers on their own lines, as each
/// number's column and separators were worked out from the line's start.
///
/// ```swift
/// let result = ExtractionBenchmark(count: 8_000, rounds: 5).run()
/// result.ratio   // about 1: one line costs what separate lines do
/// ```
public struct ExtractionBenchmark: Sendable {
    /// How many ISBNs each text holds.
    public var count: Int
    /// How many times each text is extracted.
    public var rounds: Int

    /// A benchmark of `count` ISBNs, each text extracted `rounds` times.
    public init(count: Int, rounds: Int) {
        self.count = count
        self.rounds = rounds
    }

    /// Extracts both texts `rounds` times each, alternating, on the calling thread.
    public func run() -> ExtractionBenchmarkResult {
        let numbers = ISBNBenchmark.numbers(count: count, seed: 1)
        let oneLine = numbers.joined(separator: " ")
        let lines = numbers.joined(separator: "\n")
        let extractor = ISBNExtractor()
        var oneLineSeconds: [Double] = []
        var linesSeconds: [Double] = []
        var found = (oneLine: 0, lines: 0)
        for _ in 0..<rounds {
            var start = ContinuousClock.now
            found.oneLine = extractor.matches(in: oneLine).count
            oneLineSeconds.append((ContinuousClock.now - start).seconds)
            start = ContinuousClock.now
            found.lines = extractor.matches(in: lines).count
            linesSeconds.append((ContinuousClock.now - start).seconds)
        }
        return ExtractionBenchmarkResult(count: count, foundOnOneLine: found.oneLine, foundOnLines: found.lines,
                                         oneLineSeconds: TimingSummary(seconds: oneLineSeconds).medianMilliseconds / 1000,
                                         linesSeconds: TimingSummary(seconds: linesSeconds).medianMilliseconds / 1000)
    }
}
