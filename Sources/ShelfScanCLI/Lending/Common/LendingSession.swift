import Foundation
import ShelfScan

/// An open database and the acting user's name: what a lending command works with.
struct LendingSession {
    let database: AppDatabase
    let username: String?

    /// Opens the database the settings name, with `clock` giving every timestamp. When
    /// `createsDatabase`, a missing file is made, and the default data folder (mode 0700) with it;
    /// otherwise a missing or empty file is `.noDatabase`: opening it would write a schema into
    /// it, and a command that only reads must leave the file as it found it.
    init(_ settings: LendingSettings, clock: LendingClock, createsDatabase: Bool) throws {
        if !createsDatabase, !Self.holdsData(settings.databasePath) {
            throw LendingSetupError.noDatabase(path: settings.databasePath)
        }
        if createsDatabase, let folder = settings.folderToCreate, let reason = WritableFolder.problem(preparing: folder) {
            throw LendingSetupError.folderNotCreated(path: folder, reason: reason)
        }
        database = try AppDatabase.open(atPath: settings.databasePath, clock: clock)
        username = settings.username
    }

    /// Whether a file is at `path` with at least one byte in it (a folder counts, for SQLite to
    /// refuse by name).
    private static func holdsData(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType != .typeRegular || (attributes[.size] as? Int ?? 0) > 0
    }

    /// The desk over this database.
    var desk: LendingDesk { LendingDesk(database: database) }

    /// The acting user; `.noUser` when none was named, `.userNotFound` when no such user exists.
    func actingUser() throws -> User {
        guard let username else { throw LendingSetupError.noUser }
        return try database.user(named: username)
    }
}
