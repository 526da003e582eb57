#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// The calls on paths that swift-system leaves out, each a thin wrapper of one C function that
/// throws its `Errno` and is called again when interrupted by a signal.
extension FilePath {
    /// Creates the folder with `permissions` (less the process's umask).
    ///
    /// The corresponding C function is `mkdir`.
    ///
    /// ```swift
    /// try FilePath("lending.sqlite.photos").createFolder(permissions: .ownerReadWriteExecute)
    /// ```
    public func createFolder(permissions: FilePermissions) throws(Errno) {
        try withCallOnPath { path in mkdir(path, permissions.rawValue) }
    }

    /// Gives the file or folder the name `target`, replacing a file already called so, atomically.
    ///
    /// The corresponding C function is `rename`.
    public func rename(to target: FilePath) throws(Errno) {
        let result = withPlatformString { source in
            target.withPlatformString { destination in
                Result { () throws(Errno) in try SystemCall.retryingOnInterrupt { renameFile(source, destination) } }
            }
        }
        try result.get()
    }

    /// Gives the file a second name, `target`, failing with `.fileExists` rather than replace a
    /// file already called so.
    ///
    /// The corresponding C function is `link`.
    public func link(as target: FilePath) throws(Errno) {
        let result = withPlatformString { source in
            target.withPlatformString { destination in
                Result { () throws(Errno) in try SystemCall.retryingOnInterrupt { linkFile(source, destination) } }
            }
        }
        try result.get()
    }

    /// Removes the file (not a folder).
    ///
    /// The corresponding C function is `unlink`.
    public func removeFile() throws(Errno) {
        try withCallOnPath { path in unlink(path) }
    }

    /// Removes the folder, which must be empty.
    ///
    /// The corresponding C function is `rmdir`.
    public func removeFolder() throws(Errno) {
        try withCallOnPath { path in rmdir(path) }
    }

    /// Sets the file's permission bits to exactly `permissions`.
    ///
    /// The corresponding C function is `chmod`.
    public func setPermissions(_ permissions: FilePermissions) throws(Errno) {
        try withCallOnPath { path in chmod(path, permissions.rawValue) }
    }

    /// Runs `call` on this path as a C string, retrying on `EINTR`.
    private func withCallOnPath(_ call: (UnsafePointer<CChar>) -> CInt) throws(Errno) {
        let result = withPlatformString { path in
            Result { () throws(Errno) in try SystemCall.retryingOnInterrupt { call(path) } }
        }
        try result.get()
    }
}

/// `rename(2)` under a name that `FilePath.rename(to:)` does not shadow.
private func renameFile(_ source: UnsafePointer<CChar>, _ target: UnsafePointer<CChar>) -> CInt {
    rename(source, target)
}

/// `link(2)` under a name that `FilePath.link(as:)` does not shadow.
private func linkFile(_ source: UnsafePointer<CChar>, _ target: UnsafePointer<CChar>) -> CInt {
    link(source, target)
}
