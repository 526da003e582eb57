/// The outcome of an `ExtractionBenchmark` run: medians in seconds, and what each text gave.
public struct ExtractionBenchmarkResult: Sendable, Hashable, Codable {
    /// How many ISBNs each text holds.
    public var count: Int
    /// How many the extractor found on the one line.
    public var foundOnOneLine: Int
    /// How many it found on the separate lines.
    public var foundOnLines: Int
    /// The median time of the one line.
    public var oneLineSeconds: Double
    /// The median time of the separate lines.
    public var linesSeconds: Double

    /// How many times as long the one line took.
    public var ratio: Double { linesSeconds > 0 ? oneLineSeconds / linesSeconds : 0 }
}
