#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder holding photo and thumbnail files, named by content (see `StoredFile`).
///
/// A file is written to a temporary name in its final folder, flushed to disk, renamed into place
/// and the folder flushed, so a crash leaves either no file or the whole file, never a partial one
/// under a photo's name. Files are 0600 and folders 0700: photos are private to the store's owner.
/// The folder is created on the first write, so stores without photos leave nothing on disk.
struct PhotoStore: Sendable {
    /// The folder, e.g. `lending.sqlite.photos`.
    let folder: String

    private static let fileMode: mode_t = 0o600
    private static let folderMode: mode_t = 0o700
    /// Temporary files start with this, so `gc` and people can tell them from photos.
    static let temporaryPrefix = ".incoming-"

    /// The absolute path of `file`.
    func path(of file: StoredFile) -> String {
        folder + "/" + file.relativePath
    }

    /// Whether `file` is on disk.
    func contains(_ file: StoredFile) -> Bool {
        access(path(of: file), F_OK) == 0
    }

    /// Writes `bytes` as `file` unless a file of that size is already there: same name, same content.
    func store(_ bytes: [UInt8], as file: StoredFile) throws(LendingError) {
        let final = path(of: file)
        var info = stat()
        if stat(final, &info) == 0, Int(info.st_size) == bytes.count { return }
        let subfolder = (final as NSString).deletingLastPathComponent
        try makeFolder(folder)
        try makeFolder(subfolder)
        let temporary = subfolder + "/" + Self.temporaryPrefix + UUID().uuidString
        try writeFlushed(bytes, to: temporary)
        guard rename(temporary, final) == 0 else {
            let reason = Self.errorText()
            unlink(temporary)
            throw .storage("cannot store photo file \(final): \(reason)")
        }
        try flushFolder(subfolder)
    }

    /// The bytes of `file`; `nil` when it is missing or unreadable.
    func contents(of file: StoredFile) -> [UInt8]? {
        FileManager.default.contents(atPath: path(of: file)).map { Array($0) }
    }

    /// Removes the file at `relativePath` and its folder if that is left empty; a file already
    /// gone is fine.
    func remove(_ relativePath: String) {
        let full = folder + "/" + relativePath
        unlink(full)
        let parent = (full as NSString).deletingLastPathComponent
        if parent != folder { rmdir(parent) }
    }

    /// Every file under the folder, as paths relative to it, temporary and foreign files included.
    func allFiles() -> [String] {
        let files = FileManager.default
        guard let top = try? files.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for entry in top {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                found.append(entry)
                continue
            }
            let inner = (try? files.contentsOfDirectory(atPath: folder + "/" + entry)) ?? []
            found += inner.map { entry + "/" + $0 }
        }
        return found.sorted()
    }

    /// The size of the file at `relativePath`, 0 if it cannot be read.
    func size(of relativePath: String) -> Int {
        var info = stat()
        return stat(folder + "/" + relativePath, &info) == 0 ? Int(info.st_size) : 0
    }

    private func makeFolder(_ path: String) throws(LendingError) {
        if mkdir(path, Self.folderMode) == 0 {
            // The new folder's entry in its parent must reach the disk before files in it count.
            try flushFolder((path as NSString).deletingLastPathComponent)
            return
        }
        let code = errno
        guard code == EEXIST else {
            throw .storage("cannot create photo folder \(path): \(String(cString: strerror(code)))")
        }
    }

    private func writeFlushed(_ bytes: [UInt8], to path: String) throws(LendingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { throw .storage("cannot create photo file \(path): \(Self.errorText())") }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = Self.errorText()
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.errorText() }
        close(descriptor)
        if let failure {
            unlink(path)
            throw .storage("cannot write photo file \(path): \(failure)")
        }
    }

    private func flushFolder(_ path: String) throws(LendingError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .storage("cannot open photo folder \(path): \(Self.errorText())") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .storage("cannot flush photo folder \(path): \(Self.errorText())") }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
