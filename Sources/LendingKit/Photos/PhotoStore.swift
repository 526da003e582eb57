import Foundation
import RasterKit
import SystemPackage

/// The folder holding photo and thumbnail files, named by content (see `StoredFile`).
///
/// Each file is written with `DurableFile`: to a temporary name in its final folder, synced to
/// disk, renamed into place and the folder synced, so a crash leaves either no file or the whole
/// file, never a partial one under a photo's name. Files are 0600 and folders 0700: photos are
/// private to the store's owner. The folder is created on the first write, so stores without
/// photos leave nothing on disk.
struct PhotoStore: Sendable {
    /// The folder, e.g. `lending.sqlite.photos`.
    let folder: String

    private static let filePermissions: FilePermissions = .ownerReadWrite
    private static let folderPermissions: FilePermissions = .ownerReadWriteExecute
    /// Temporary files start with this, so `gc` and people can tell them from photos.
    static let temporaryPrefix = DurableFile.temporaryPrefix

    /// The absolute path of `file`.
    func path(of file: StoredFile) -> String {
        folder + "/" + file.relativePath
    }

    /// Whether `file` is on disk.
    func contains(_ file: StoredFile) -> Bool {
        (try? FilePath(path(of: file)).stat()) != nil
    }

    /// Writes `bytes` as `file` unless a file of that size is already there: same name, same content.
    func store(_ bytes: [UInt8], as file: StoredFile) throws(LendingError) {
        let final = path(of: file)
        if let existing = try? FilePath(final).stat(), existing.size == bytes.count { return }
        do {
            try DurableFile.createFolder(folder, permissions: Self.folderPermissions)
            try DurableFile.createFolder(FilePath(final).removingLastComponent().string,
                                         permissions: Self.folderPermissions)
            try DurableFile.write(bytes, to: final, permissions: Self.filePermissions)
        } catch {
            throw .storage("cannot store photo file \(final): \(error)")
        }
    }

    /// The bytes of `file`; `nil` when it is missing or unreadable.
    func contents(of file: StoredFile) -> [UInt8]? {
        try? FileContents.read(path: path(of: file), limit: DecodingLimits.standard.maxFileBytes)
    }

    /// Removes the file at `relativePath` and its folder if that is left empty; a file already
    /// gone is fine.
    func remove(_ relativePath: String) {
        let full = FilePath(folder + "/" + relativePath)
        try? full.removeFile()
        let parent = full.removingLastComponent()
        if parent != FilePath(folder) { try? parent.removeFolder() }
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
        Int((try? FilePath(folder + "/" + relativePath).stat())?.size ?? 0)
    }
}
