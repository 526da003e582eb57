import ShelfScan

/// Why a lending command could not start: no acting user, or no place for the database.
enum LendingSetupError: Error, Equatable, CustomStringConvertible {
    /// The command acts as a user and neither `--user` nor `SHELFSCAN_USER` names one.
    case noUser
    /// Neither `--db`, `SHELFSCAN_DB`, `XDG_DATA_HOME` nor `HOME` gives a database location.
    case noDatabaseLocation
    /// The default data folder could not be created.
    case folderNotCreated(path: String, reason: String)

    /// The LendingKit group the error belongs to, for the exit status.
    var kind: LendingError.Kind {
        switch self {
        case .noUser, .noDatabaseLocation: return .invalidInput
        case .folderNotCreated: return .storage
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
        }
    }
}
