import GRDB

extension LendingError {
    /// `error` itself when it is a `LendingError`, wrapped when a `CirculationError`, else a `.storage` error with SQLite's message.
    init(_ error: any Error) {
        switch error {
        case let error as LendingError:
            self = error
        case let error as CirculationError:
            self = .circulation(error)
        case let error as DatabaseError:
            self = .storage(error.message ?? error.description)
        default:
            self = .storage(String(describing: error))
        }
    }
}
