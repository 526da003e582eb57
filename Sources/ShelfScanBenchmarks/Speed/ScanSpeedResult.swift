/// What `ScanSpeedBenchmark` measured: each program's runs and medians, and `shelfscan scan`'s
/// shares of `zbarimg`'s wall and CPU time. Fixed when made, so the shares, stored for the JSON
/// report, always follow from the medians.
public struct ScanSpeedResult: Sendable, Hashable, Codable {
    /// Photos each program scanned per run.
    public let files: Int
    /// Rounds raced.
    public let rounds: Int
    /// `shelfscan scan`.
    public let shelfscan: ProgramTimes
    /// `zbarimg`.
    public let zbarimg: ProgramTimes
    /// The other `shelfscan` build, if one was raced.
    public let baseline: ProgramTimes?

    /// `shelfscan scan`'s median wall time over `zbarimg`'s: a third for a scan 3× as fast.
    public let wallShare: Double
    /// `shelfscan scan`'s median CPU time over `zbarimg`'s.
    public let cpuShare: Double

    /// The result of a race.
    public init(files: Int, rounds: Int, shelfscan: ProgramTimes, zbarimg: ProgramTimes, baseline: ProgramTimes?) {
        self.files = files
        self.rounds = rounds
        self.shelfscan = shelfscan
        self.zbarimg = zbarimg
        self.baseline = baseline
        wallShare = Self.share(shelfscan.medianWallSeconds, of: zbarimg.medianWallSeconds)
        cpuShare = Self.share(shelfscan.medianCPUSeconds, of: zbarimg.medianCPUSeconds)
    }

    /// The shares as targets, each met when under its limit: `wall time 0.67 of zbarimg's, under
    /// 0.33 of zbarimg's required`.
    public func targets(maximumWallShare: Double?, maximumCPUShare: Double?) -> [BenchmarkTarget] {
        [maximumWallShare.map { BenchmarkTarget(name: "wall time", measured: wallShare, limit: $0, unit: "of zbarimg's") },
         maximumCPUShare.map { BenchmarkTarget(name: "CPU time", measured: cpuShare, limit: $0, unit: "of zbarimg's") }]
            .compactMap { $0 }
    }

    private static func share(_ part: Double, of whole: Double) -> Double {
        whole > 0 ? part / whole : .infinity
    }
}
