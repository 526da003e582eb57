import Foundation

/// A folder a command writes files into (`scan --annotate`, `bench misreads --save`): created when
/// missing, then checked to be a folder this process can write to, before any work starts.
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
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
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
