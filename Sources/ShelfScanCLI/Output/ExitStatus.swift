import ArgumentParser
import ShelfScan

/// The exit statuses of every `shelfscan` command, in one table; `shelfscan --help` and the README
/// repeat it. A command that meets several problems (several files, books or holds) exits with
/// the first one's status once all are tried.
enum ExitStatus: Int32, CaseIterable {
    /// Something given is malformed, ambiguous or holds nothing to use (an ISBN with a wrong check
    /// digit, a photo with no code, bad coordinates), or a benchmark missed its floor.
    case invalidInput = 1
    /// A file, stream, device, range data or catalogue could not be read, or an output not written.
    case unreadable = 2
    /// The user, book, request, loan, hold, file or waiting scan does not exist.
    case notFound = 3
    /// The acting user may not do this to this book, request or loan.
    case notAllowed = 4
    /// The book, request or loan is not in a state that allows it, or the name is taken.
    case conflict = 5
    /// The database could not be opened, read or written, or a stored file is missing.
    case storage = 6
    /// Unknown options, missing arguments, values of the wrong form: ArgumentParser's usage status.
    case usage = 64

    /// The status to end a command with, for ArgumentParser.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The status for a LendingKit error group.
    init(_ kind: LendingError.Kind) {
        switch kind {
        case .invalidInput: self = .invalidInput
        case .notFound: self = .notFound
        case .notAllowed: self = .notAllowed
        case .conflict: self = .conflict
        case .storage: self = .storage
        }
    }

    /// The status for an error a lending command caught.
    init(for error: any Error) {
        switch error {
        case let error as LendingError: self.init(error.kind)
        case let error as CirculationError: self.init(error.kind)
        case let error as DeskError: self.init(error.kind)
        case let error as LendingSetupError: self.init(error.kind)
        case let error as PhotoCommandError: self.init(error.kind)
        case is Confirmation.Needed: self = .invalidInput
        case let error as OutputFileError: self.init(error.kind)
        default: self = .storage
        }
    }

    /// The word for the status in the table.
    var meaning: String {
        switch self {
        case .invalidInput: return "invalid input"
        case .unreadable: return "unreadable input"
        case .notFound: return "not found"
        case .notAllowed: return "not allowed"
        case .conflict: return "conflict"
        case .storage: return "database error"
        case .usage: return "usage error"
        }
    }

    /// The table for `--help`.
    static let summary = "Exit status: 0 done, "
        + allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
        + ". A command with several inputs exits with the first problem's status once all are tried."
}
