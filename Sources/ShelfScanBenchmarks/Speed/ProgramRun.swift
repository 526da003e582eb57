#if canImport(Glibc)
import Glibc
#endif

/// One run of a program to its end, with its output thrown away: the time it took on the wall
/// clock and the CPU time it used, in seconds.
///
/// Wraps `posix_spawn(3)` and `wait4(2)`: the CPU time is the child's own, from `wait4`'s
/// resource usage (user plus system), so programs started by other threads at the same time do
/// not count, as they would in `getrusage(RUSAGE_CHILDREN)`.
public struct ProgramRun: Sendable, Hashable, Codable {
    /// Seconds from start to exit.
    public var wallSeconds: Double
    /// User and system CPU seconds, over all the program's threads.
    public var cpuSeconds: Double
    /// The exit status.
    public var status: Int32

    /// A run that took `wallSeconds` and `cpuSeconds` and exited with `status`.
    public init(wallSeconds: Double, cpuSeconds: Double, status: Int32) {
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.status = status
    }

    /// Runs `program` once, standard input, output and error on `/dev/null`.
    public static func run(_ program: TimedProgram) throws(ProgramRaceError) -> ProgramRun {
        let start = ContinuousClock.now
        let pid = try spawn(program)
        var status: Int32 = 0
        var usage = rusage()
        var waited: pid_t
        repeat { waited = wait4(pid, &status, 0, &usage) } while waited == -1 && errno == EINTR
        guard waited == pid else { throw .unwaited(program: program.name, code: errno) }
        let wall = ContinuousClock.now - start
        if status & 0x7f != 0 { throw .killed(program: program.name, signal: status & 0x7f) }
        let code = (status >> 8) & 0xff
        guard program.acceptedStatuses.contains(code) else { throw .failed(program: program.name, status: code) }
        return ProgramRun(wallSeconds: Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18,
                          cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), status: code)
    }

    /// Starts `program` with its standard streams on `/dev/null`; its process id.
    private static func spawn(_ program: TimedProgram) throws(ProgramRaceError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.executable] + program.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program.executable, &actions, nil, argv, environ)
        guard code == 0 else {
            throw .notStarted(program: program.name, executable: program.executable, code: code)
        }
        return pid
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}
