import Foundation
import GRDB
@testable import LendingKit

/// A `Library` whose photos go to a folder of its own, and what the tests check on that folder.
struct PhotoLibrary {
    let library: Library
    let folder: String

    var db: AppDatabase { library.db }

    /// A fresh store in memory with its own photo folder; `configure` may set a crash hook.
    init(rules: PhotoRules = .standard, configure: (inout AppDatabase) -> Void = { _ in }) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lendingkit-photos-\(UUID().uuidString)").path
        var db = try AppDatabase.inMemory(photoFolder: folder, photoRules: rules)
        configure(&db)
        library = try Library(db: db)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The files in the photo folder, relative to it, sorted.
    func files() -> [String] {
        db.photoStore.allFiles()
    }

    /// Every file a photo row names, relative to the folder, sorted.
    func namedFiles() throws -> [String] {
        try db.dbWriter.read { db in
            try Photo.fetchAll(db).flatMap { [$0.file.relativePath, $0.thumbnailFile.relativePath] }
        }.reduce(into: Set<String>()) { $0.insert($1) }.sorted()
    }

    /// The invariant every crash must keep: no row without its file. After `gc`, also no file
    /// without a row: the folder holds exactly the named files.
    func rowsHaveFiles() throws -> Bool {
        Set(try namedFiles()).isSubset(of: Set(files()))
    }

    func upload(_ bytes: [UInt8], _ name: String) -> PhotoUpload {
        PhotoUpload(bytes: bytes, name: name)
    }
}
