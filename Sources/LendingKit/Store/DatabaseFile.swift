import RasterKit
import SystemPackage

/// File-system steps around opening the store: owner-only permissions.
enum DatabaseFile {
    /// Owner read and write only.
    static let privatePermissions: FilePermissions = .ownerReadWrite

    /// Creates an empty file at `path` with mode 0600 unless a file is already there.
    ///
    /// Creating it before SQLite does is what makes the mode stick: SQLite gives the `-wal` and
    /// `-shm` files it creates later the same mode as the database file.
    static func createPrivate(atPath path: String) throws(LendingError) {
        do {
            try DurableFile.createEmpty(path, permissions: privatePermissions)
        } catch {
            throw .storage("cannot create \(path): \(error.reason)")
        }
    }

    /// Narrows the `-wal` and `-shm` files beside `path` to 0600 if they exist with a wider mode,
    /// e.g. left by a tool that opened the file under another umask.
    static func restrictSidecars(ofPath path: String) {
        for suffix in ["-wal", "-shm"] {
            let sidecar = FilePath(path + suffix)
            // A missing sidecar is fine: SQLite will create it with the database file's mode.
            guard let status = try? sidecar.stat(),
                  !status.permissions.intersection([.groupReadWriteExecute, .otherReadWriteExecute]).isEmpty else { continue }
            try? sidecar.setPermissions(privatePermissions)
        }
    }
}
