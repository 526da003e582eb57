import Foundation
import SystemPackage
import ShelfScanErrors

/// The file-system rule of every store: its file, and the `-wal` and `-shm` files beside it, are
/// readable and writable by their owner only (0600), as they hold contact details, loans and
/// what people look up.
///
/// ```swift
/// try PrivateStoreFile.create(atPath: "catalog.sqlite")   // before SQLite opens it
/// PrivateStoreFile.restrictSidecars(ofPath: "catalog.sqlite")
/// ```
package enum PrivateStoreFile {
    /// Owner read and write only.
    package static let permissions: FilePermissions = .ownerReadWrite

    /// Creates an empty file at `path` with mode 0600 unless something is there already, with
    /// `open(2)` (`O_CREAT | O_EXCL`), so that a file another process made at the same moment is
    /// left alone.
    ///
    /// Creating it before SQLite does is what makes the mode stick: SQLite gives the `-wal` and
    /// `-shm` files it creates later the same mode as the database file.
    ///
    /// - Throws: `StoreFileError` naming the path and the system's reason.
    package static func create(atPath path: String) throws(StoreFileError) {
        do {
            let descriptor = try FileDescriptor.open(FilePath(path), .writeOnly,
                                                     options: [.create, .exclusiveCreate, .closeOnExec],
                                                     permissions: permissions)
            try descriptor.close()
        } catch Errno.fileExists {
            return
        } catch {
            throw StoreFileError(path: path, reason: (error as? Errno)?.description ?? "\(error)")
        }
    }

    /// Narrows the `-wal` and `-shm` files beside `path` to 0600 if they exist with a wider mode,
    /// e.g. left by a tool that opened the file under another umask.
    package static func restrictSidecars(ofPath path: String) {
        let files = FileManager.default
        for suffix in ["-wal", "-shm"] {
            // A missing sidecar is fine: SQLite will create it with the database file's mode.
            guard let mode = (try? files.attributesOfItem(atPath: path + suffix))?[.posixPermissions] as? Int,
                  mode & 0o077 != 0 else { continue }
            try? files.setAttributes([.posixPermissions: Int(permissions.rawValue)], ofItemAtPath: path + suffix)
        }
    }
}

/// A store file that could not be created: its path and the system's reason.
public struct StoreFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    public var path: String
    /// Why, e.g. `Permission denied`.
    public var reason: String

    /// `cannot create PATH: REASON`.
    public var description: String { "cannot create \(path): \(reason)" }
}

extension StoreFileError: ShelfScanError {
    /// `storeFile.uncreatable`.
    public var code: String { "storeFile.uncreatable" }
    /// The file.
    public var offendingValue: String? { path }
}
