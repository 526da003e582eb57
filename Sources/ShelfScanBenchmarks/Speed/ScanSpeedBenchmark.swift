/// `shelfscan scan` against `zbarimg` over the same photos, each run as a user runs it: one
/// command over all the files, with its own defaults (`shelfscan scan` on every core, `zbarimg`
/// on one), its output thrown away. Optionally a second `shelfscan` build runs beside them, to
/// see what a change did.
///
/// ```swift
/// let benchmark = ScanSpeedBenchmark(shelfscan: "/usr/local/bin/shelfscan",
///                                    zbarimg: "/usr/bin/zbarimg", files: files)
/// let result = try benchmark.run(rounds: 7)
/// result.wallShare   // shelfscan's median wall time over zbarimg's
/// ```
public struct ScanSpeedBenchmark: Sendable {
    /// The `shelfscan` executable timed.
    public var shelfscan: String
    /// The `zbarimg` executable it is timed against.
    public var zbarimg: String
    /// Another `shelfscan` executable timed alongside, if any.
    public var baseline: String?
    /// The photos, given to every program in this order.
    public var files: [String]

    /// A benchmark of `shelfscan` against `zbarimg` over `files`.
    public init(shelfscan: String, zbarimg: String, baseline: String? = nil, files: [String]) {
        self.shelfscan = shelfscan
        self.zbarimg = zbarimg
        self.baseline = baseline
        self.files = files
    }

    /// The programs raced: `shelfscan scan`, `zbarimg`, then the baseline's `scan` if any.
    /// `shelfscan scan` exits with 1 and `zbarimg` with 4 when some photo holds no code they read.
    public var programs: [TimedProgram] {
        [scan(named: "shelfscan scan", by: shelfscan),
         TimedProgram(name: "zbarimg", executable: zbarimg, arguments: ["-q"] + files, acceptedStatuses: [0, 4])]
            + (baseline.map { [scan(named: "baseline scan", by: $0)] } ?? [])
    }

    /// `executable scan` over the photos.
    private func scan(named name: String, by executable: String) -> TimedProgram {
        TimedProgram(name: name, executable: executable, arguments: ["scan"] + files, acceptedStatuses: [0, 1])
    }

    /// Races the programs over `rounds` rounds (`ProgramRace`).
    public func run(rounds: Int) throws(ProgramRaceError) -> ScanSpeedResult {
        let times = try ProgramRace(rounds: rounds).run(programs)
        return ScanSpeedResult(files: files.count, rounds: rounds, shelfscan: times[0], zbarimg: times[1],
                               baseline: times.count > 2 ? times[2] : nil)
    }
}
