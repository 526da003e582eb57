/// Every timed run of one program in a race, and their medians.
public struct ProgramTimes: Sendable, Hashable, Codable {
    /// How reports name the program.
    public var name: String
    /// Its executable.
    public var executable: String
    /// Its runs, in the order they were made.
    public var runs: [ProgramRun]
    /// The median wall-clock time in seconds.
    public var medianWallSeconds: Double
    /// The median CPU time in seconds.
    public var medianCPUSeconds: Double

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
