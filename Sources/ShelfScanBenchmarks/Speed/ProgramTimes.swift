/// Every timed run of one program in a race, and their medians, fixed when made so that the
/// medians always follow from the runs.
public struct ProgramTimes: Sendable, Hashable, Codable {
    /// How reports name the program.
    public let name: String
    /// Its executable.
    public let executable: String
    /// Its runs, in the order they were made.
    public let runs: [ProgramRun]
    /// The median wall-clock time in seconds.
    public let medianWallSeconds: Double
    /// The median CPU time in seconds.
    public let medianCPUSeconds: Double

    /// The runs of `program`.
    public init(program: TimedProgram, runs: [ProgramRun]) {
        name = program.name
        executable = program.executable
        self.runs = runs
        medianWallSeconds = Self.median(runs.map(\.wallSeconds))
        medianCPUSeconds = Self.median(runs.map(\.cpuSeconds))
    }

    private static func median(_ values: [Double]) -> Double {
        TimingSummary(seconds: values).medianMilliseconds / 1000
    }
}
