import Foundation
import ShelfScan

/// A folder a command writes files into (`scan --annotate`, `watch --snapshots`, `kiosk
/// --receipts`, the data folder): created when missing, its last part readable by the owner only
/// (0700, as what ShelfScan writes shows books, codes and people; parents with the usual mode),
/// then checked to be a folder this process can write to, before any work starts.
enum WritableFolder {
    /// Creates `path` when missing; why it cannot take files, or `nil` when it can.
    ///
    /// ```swift
    /// if let reason = WritableFolder.problem(preparing: "out") { throw MyError(path: "out", reason: reason) }
    /// ```
    static func problem(preparing path: String) -> String? {
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            do {
                let parent = (path as NSString).deletingLastPathComponent
                if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
                try DurableFile.createFolder(path, permissions: .ownerReadWriteExecute)
            } catch let error as FileError {
                return "cannot create it (\(error.reason))"
            } catch {
                return "cannot create it (\(error.localizedDescription))"
            }
            isFolder = true
        }
        guard isFolder.boolValue else { return "not a folder" }
        guard FileManager.default.isWritableFile(atPath: path) else { return "not writable" }
        return nil
    }
}
