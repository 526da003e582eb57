/// The result of a misread benchmark run: counts per kind of symbol, per degradation and in
/// total, the images worth looking at, and the wall time.
///
/// ```swift
/// let report = try MisreadBenchmark(scanner: BarcodeScanner(), seed: 1).run(count: 3000, jobs: 2)
/// print(report.total.misreadsPer1000, report.total.readsPer1000)
/// ```
public struct MisreadReport: Sendable, Codable {
    /// The run's seed.
    public var seed: UInt64
    /// The scan mode, `fast` or `thorough`.
    public var mode: String
    /// One row per `MisreadCase`, in its order.
    public var rows: [MisreadTally]
    /// All images together.
    public var total: MisreadTally
    /// One row per degradation (the images that had it, whatever else they had), then `none`
    /// for the images that had none.
    public var degradations: [MisreadTally]
    /// Images that were misread, got a wrong add-on, or scanned differently when turned.
    public var problems: [MisreadImageResult]
    /// Seconds from the first image made to the last one judged.
    public var seconds: Double

    /// Builds the report from every image's result.
    public init(seed: UInt64, mode: String, results: [MisreadImageResult], seconds: Double) {
        self.seed = seed
        self.mode = mode
        rows = MisreadCase.allCases.map { kind in
            MisreadTally(name: kind.rawValue, results: results.filter { $0.kind == kind })
        }
        total = MisreadTally(name: "total", results: results)
        degradations = MisreadDegradation.allCases.map { degradation in
            MisreadTally(name: degradation.rawValue, results: results.filter { $0.degradations.contains(degradation) })
        } + [MisreadTally(name: "none", results: results.filter(\.degradations.isEmpty))]
        problems = results.filter(\.isProblem)
        self.seconds = seconds
    }
}
