import Foundation
import SystemPackage

/// Files and folders written so that a crash or power loss leaves either no file or the whole
/// file under its name, never part of one: the way a store keeps what it has promised to keep.
///
/// ```swift
/// try DurableFile.createFolder("photos", permissions: .ownerReadWriteExecute)
/// try DurableFile.write(jpeg, to: "photos/5e0c.jpg", permissions: .ownerReadWrite)
/// ```
public enum DurableFile {
    /// Temporary files start with this, so people and clean-up tools can tell them from finished ones.
    public static let temporaryPrefix = ".incoming-"

    /// Writes `bytes` to a new temporary file beside `path`, syncs it to the device, renames it to
    /// `path` (replacing what was there) and syncs the folder, so the new name survives a crash.
    ///
    /// On failure the temporary file is removed and `path` is as it was. New files get
    /// `permissions` less the process's umask, by default read and written by the owner only:
    /// what ShelfScan writes shows books, codes and people.
    public static func write(_ bytes: [UInt8], to path: String,
                             permissions: FilePermissions = .ownerReadWrite) throws(FileError) {
        let target = FilePath(path)
        let folder = target.removingLastComponent()
        let temporary = folder.appending(temporaryPrefix + UUID().uuidString)
        try writeSynced(bytes, to: temporary, permissions: permissions)
        do {
            try temporary.rename(to: target)
        } catch {
            try? temporary.removeFile()
            throw FileError(path: path, call: "rename", error)
        }
        try syncFolder(folder.isEmpty ? "." : folder.string)
    }

    /// Creates the folder at `path` with `permissions` and syncs its parent, so the folder's entry
    /// survives a crash; a folder already there is left as it is.
    ///
    /// - Returns: whether the folder was created.
    @discardableResult
    public static func createFolder(_ path: String, permissions: FilePermissions) throws(FileError) -> Bool {
        let folder = FilePath(path)
        do {
            try folder.createFolder(permissions: permissions)
        } catch .fileExists {
            return false
        } catch {
            throw FileError(path: path, call: "mkdir", error)
        }
        let parent = folder.removingLastComponent()
        try syncFolder(parent.isEmpty ? "." : parent.string)
        return true
    }

    /// Syncs the folder at `path` to the device: its list of names, not the files' contents.
    ///
    /// The corresponding C calls are `open` with `O_DIRECTORY`, then `fsync`.
    public static func syncFolder(_ path: String) throws(FileError) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.directory, .closeOnExec])
        } catch {
            throw FileError(path: path, call: "open", thrown: error)
        }
        defer { try? descriptor.close() }
        do {
            try descriptor.sync()
        } catch {
            throw FileError(path: path, call: "fsync", error)
        }
    }

    /// Creates an empty file at `path` with exactly `permissions` unless something is there.
    ///
    /// Made before another library creates the file, the file keeps these permissions; SQLite,
    /// for one, gives its `-wal` and `-shm` files the mode of the database file.
    ///
    /// - Returns: whether the file was created.
    @discardableResult
    public static func createEmpty(_ path: String, permissions: FilePermissions) throws(FileError) -> Bool {
        do {
            let descriptor = try FileDescriptor.open(FilePath(path), .writeOnly,
                                                     options: [.create, .exclusiveCreate, .closeOnExec],
                                                     permissions: permissions)
            try descriptor.close()
            return true
        } catch Errno.fileExists {
            return false
        } catch {
            throw FileError(path: path, call: "open", thrown: error)
        }
    }

    static func writeSynced(_ bytes: [UInt8], to path: FilePath, permissions: FilePermissions) throws(FileError) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                                                 permissions: permissions)
        } catch {
            throw FileError(path: path.string, call: "open", thrown: error)
        }
        var failure: FileError?
        do {
            try descriptor.writeAll(bytes)
        } catch {
            failure = FileError(path: path.string, call: "write", thrown: error)
        }
        if failure == nil {
            do { try descriptor.sync() } catch { failure = FileError(path: path.string, call: "fsync", error) }
        }
        try? descriptor.close()
        if let failure {
            try? path.removeFile()
            throw failure
        }
    }
}
