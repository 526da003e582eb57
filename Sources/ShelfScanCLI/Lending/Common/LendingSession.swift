import Foundation
import ShelfScan

/// An open database and the acting user's name: what a lending command works with.
struct LendingSession {
    let database: AppDatabase
    let username: String?

    /// Opens the database the settings name, with `clock` giving every timestamp. When
    /// `createsDatabase`, a missing file is made, and the default data folder (mode 0700) with it;
    /// otherwise a missing file is `.noDatabase`.
    init(_ settings: LendingSettings, clock: LendingClock, createsDatabase: Bool) throws {
        if !createsDatabase, !FileManager.default.fileExists(atPath: settings.databasePath) {
            throw LendingSetupError.noDatabase(path: settings.databasePath)
        }
        if createsDatabase, let folder = settings.folderToCreate { try Self.createPrivateFolder(folder) }
        database = try AppDatabase.open(atPath: settings.databasePath, clock: clock)
        username = settings.username
    }

    /// The desk over this database.
    var desk: LendingDesk { LendingDesk(database: database) }

    /// The acting user; `.noUser` when none was named, `.userNotFound` when no such user exists.
    func actingUser() throws -> User {
        guard let username else { throw LendingSetupError.noUser }
        return try database.user(named: username)
    }

    /// Creates `path` with mode 0700 (its parents with the usual mode) unless it exists, since the
    /// database in it holds contact details.
    private static func createPrivateFolder(_ path: String) throws(LendingSetupError) {
        let files = FileManager.default
        guard !files.fileExists(atPath: path) else { return }
        do {
            let parent = (path as NSString).deletingLastPathComponent
            try files.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try files.createDirectory(atPath: path, withIntermediateDirectories: false,
                                      attributes: [.posixPermissions: 0o700])
        } catch {
            throw .folderNotCreated(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
