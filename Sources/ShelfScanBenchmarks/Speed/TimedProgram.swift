/// A program as a benchmark runs it: the executable, its arguments, and the exit statuses that
/// mean it did its job.
///
/// ```swift
/// let zbarimg = TimedProgram(name: "zbarimg", executable: "/usr/bin/zbarimg",
///                            arguments: ["-q"] + files, acceptedStatuses: [0, 4])
/// ```
public struct TimedProgram: Sendable, Hashable, Codable {
    /// How reports name it.
    public var name: String
    /// The path of the executable (not looked up on `PATH`).
    public var executable: String
    /// The arguments after the program's name.
    public var arguments: [String]
    /// Exit statuses of a run that did its job: a scanner that found no code in some file may
    /// still say so in its status.
    public var acceptedStatuses: [Int32]

    /// A program named `name`, run as `executable arguments...`.
    public init(name: String, executable: String, arguments: [String], acceptedStatuses: [Int32] = [0]) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
        self.acceptedStatuses = acceptedStatuses
    }
}
