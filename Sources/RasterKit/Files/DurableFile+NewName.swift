import Foundation
import SystemPackage

extension DurableFile {
    /// Writes `bytes` under the first free name of `names(1)`, `names(2)`, … up to
    /// `names(attempts)`, never replacing a file: for receipts and evidence, which a second session
    /// must not overwrite. Returns the path written.
    ///
    /// The bytes are written and synced under a temporary name in the folder of `names(1)`, then
    /// linked under each name in turn until one is free (`link` fails rather than replace), the
    /// temporary name removed and the folder synced. New files get `permissions` less the
    /// process's umask, by default read and written by the owner only.
    ///
    /// ```swift
    /// try DurableFile.writeNew(png) { $0 == 1 ? "evidence/frame-12.png" : "evidence/frame-12-\($0).png" }
    /// ```
    ///
    /// - Throws: `FileError` for a failed call, or `.fileExists` with the last name when every
    ///   name is taken.
    @discardableResult
    public static func writeNew(_ bytes: [UInt8], attempts: Int = 10_000, permissions: FilePermissions = .ownerReadWrite,
                                names: (Int) -> String) throws(FileError) -> String {
        let folder = FilePath(names(1)).removingLastComponent()
        let temporary = folder.appending(temporaryPrefix + UUID().uuidString)
        try writeSynced(bytes, to: temporary, permissions: permissions)
        defer { try? temporary.removeFile() }
        var name = names(1)
        for number in 1...max(1, attempts) {
            name = names(number)
            do {
                try temporary.link(as: FilePath(name))
            } catch .fileExists {
                continue
            } catch {
                throw FileError(path: name, call: "link", error)
            }
            try syncFolder(folder.isEmpty ? "." : folder.string)
            return name
        }
        throw FileError(path: name, call: "link", .fileExists)
    }
}
