#if canImport(Glibc)
import Glibc
#endif

/// Why a timed program run did not count.
public enum ProgramRaceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The executable could not be started; `code` is `posix_spawn`'s error number.
    case notStarted(program: String, executable: String, code: Int32)
    /// The program started but could not be waited for; `code` is `wait4`'s error number.
    case unwaited(program: String, code: Int32)
    /// The program exited with a status it is not expected to give.
    case failed(program: String, status: Int32)
    /// The program was killed by a signal.
    case killed(program: String, signal: Int32)

    /// e.g. `zbarimg (/usr/bin/zbarimg) could not be started: No such file or directory`.
    public var description: String {
        switch self {
        case let .notStarted(program, executable, code):
            return "\(program) (\(executable)) could not be started: \(String(cString: strerror(code)))"
        case let .unwaited(program, code):
            return "\(program) could not be waited for: \(String(cString: strerror(code)))"
        case let .failed(program, status):
            return "\(program) exited with status \(status)"
        case let .killed(program, signal):
            return "\(program) was killed by signal \(signal)"
        }
    }
}
