import ShelfScan

/// Why a photo command stopped short of what it was asked.
enum PhotoCommandError: Error, Equatable, CustomStringConvertible {
    /// `--open` found no opener program in `PATH`.
    case noOpener([String])
    /// The opener ran and failed.
    case openerFailed(program: String, status: Int32)

    /// The LendingKit group the error belongs to, for the exit status.
    var kind: LendingError.Kind {
        switch self {
        case .noOpener: return .notFound
        case .openerFailed: return .storage
        }
    }

    var description: String {
        switch self {
        case let .noOpener(programs):
            return "no desktop opener (\(programs.joined(separator: " or "))) in PATH: use --output FILE instead"
        case let .openerFailed(program, status):
            return "\(program) exited with status \(status)"
        }
    }
}
