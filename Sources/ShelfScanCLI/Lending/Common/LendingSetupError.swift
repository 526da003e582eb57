import ShelfScan

/// Why a lending command could not start: no acting user, or no place for the database.
enum LendingSetupError: Error, Equatable, CustomStringConvertible {
    /// The command acts as a user and neither `--user` nor `SHELFSCAN_USER` names one.
    case noUser
    /// Neither `--db`, `SHELFSCAN_DB`, `XDG_DATA_HOME` nor `HOME` gives a database location.
    case noDatabaseLocation
    /// The default data folder could not be created.
    case folderNotCreated(path: String, reason: String)
    /// `SHELFSCAN_NOW` is set but is not an ISO 8601 instant.
    case invalidNow(String)
    /// The database file does not exist and the command does not create one.
    case noDatabase(path: String)

    /// The LendingKit group the error belongs to, for the exit status.
    var kind: LendingError.Kind {
        switch self {
        case .noUser, .noDatabaseLocation, .invalidNow: return .invalidInput
        case .folderNotCreated: return .storage
        case .noDatabase: return .notFound
        }
    }

    var description: String {
        switch self {
        case .noUser:
            return "no acting user: give --user NAME or set SHELFSCAN_USER"
        case .noDatabaseLocation:
            return "no database location: give --db FILE or set SHELFSCAN_DB, XDG_DATA_HOME or HOME"
        case let .folderNotCreated(path, reason):
            return "cannot create \(path): \(reason)"
        case let .invalidNow(value):
            return "SHELFSCAN_NOW '\(value)' is not an ISO 8601 instant such as 2026-11-24T09:30:00Z"
        case let .noDatabase(path):
            return "no database at \(path): check --db or SHELFSCAN_DB, or create it by adding its first user"
                + " (shelfscan user add NAME)"
        }
    }
}
