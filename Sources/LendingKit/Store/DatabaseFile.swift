#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system steps around opening the store: owner-only permissions.
enum DatabaseFile {
    /// Owner read and write only.
    static let privateMode: mode_t = 0o600

    /// Creates an empty file at `path` with mode 0600 unless a file is already there.
    ///
    /// Creating it before SQLite does is what makes the mode stick: SQLite gives the `-wal` and
    /// `-shm` files it creates later the same mode as the database file.
    static func createPrivate(atPath path: String) throws(LendingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, privateMode)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code == EEXIST else {
            throw .storage("cannot create \(path): \(String(cString: strerror(code)))")
        }
    }

    /// Narrows the `-wal` and `-shm` files beside `path` to 0600 if they exist with a wider mode,
    /// e.g. left by a tool that opened the file under another umask.
    static func restrictSidecars(ofPath path: String) {
        for suffix in ["-wal", "-shm"] {
            var info = stat()
            let sidecar = path + suffix
            // A missing sidecar is fine: SQLite will create it with the database file's mode.
            guard stat(sidecar, &info) == 0, info.st_mode & 0o077 != 0 else { continue }
            chmod(sidecar, privateMode)
        }
    }
}
