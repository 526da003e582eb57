import ShelfScan

/// The exit statuses of the lending commands, in one place; `shelfscan --help` repeats them.
///
/// `scan` and `isbn` keep their own statuses (1: no code or an invalid input, 2: unreadable files or
/// range data); 1 means the same here. Usage errors (unknown options, missing arguments) exit 64,
/// as for every command.
enum LendingExitCode: Int32, CaseIterable {
    /// A value given is malformed or ambiguous: an ISBN, a photo without an ISBN, a refused photo,
    /// coordinates, stars.
    case invalidInput = 1
    /// The user, book, request, loan, file or waiting scan does not exist.
    case notFound = 3
    /// The acting user may not do this to this book, request or loan.
    case notAllowed = 4
    /// The book, request or loan is not in a state that allows it, or the username is taken.
    case conflict = 5
    /// The database could not be opened, read or written.
    case storage = 6

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

    /// The table for `--help`.
    static let summary = """
        Exit status of the lending commands: 0 done, 1 invalid input, 3 not found, 4 not allowed, \
        5 conflict (e.g. the book is on loan), 6 database error, 64 usage error.
        """
}
