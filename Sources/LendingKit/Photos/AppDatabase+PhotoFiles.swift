import GRDB
import RasterKit

extension AppDatabase {
    /// The absolute path of `photo`'s file, or of its thumbnail.
    ///
    /// ```swift
    /// try db.path(of: db.photo(3), thumbnail: true)   // ".../lending.sqlite.photos/5e/5e0c….jpg"
    /// ```
    public func path(of photo: Photo, thumbnail: Bool = false) -> String {
        photoStore.path(of: thumbnail ? photo.thumbnailFile : photo.file)
    }

    /// The bytes of `photo`'s file, or of its thumbnail; `.photoFileMissing` if it is not on disk.
    ///
    /// ```swift
    /// let jpeg = try db.contents(of: db.photo(3), thumbnail: true)
    /// ```
    public func contents(of photo: Photo, thumbnail: Bool = false) throws(LendingError) -> [UInt8] {
        let file = thumbnail ? photo.thumbnailFile : photo.file
        guard let bytes = photoStore.contents(of: file) else {
            throw .photoFileMissing(photoID: photo.id, path: photoStore.path(of: file))
        }
        return bytes
    }

    /// The `async` form of `contents(of:thumbnail:)`: the file is read on `WorkerThreads`.
    public func contents(of photo: Photo, thumbnail: Bool = false) async throws(LendingError) -> [UInt8] {
        try await WorkerThreads.shared.run { () throws(LendingError) in try contents(of: photo, thumbnail: thumbnail) }
    }

    /// Removes the files no row refers to and lists rows whose files are gone; with `dryRun`,
    /// only lists. Temporary files left by an interrupted write count as orphans.
    ///
    /// Runs while holding the write lock, so no photo is being attached meanwhile: every file
    /// not named by a committed row is garbage.
    ///
    /// ```swift
    /// let report = try db.collectPhotoGarbage(dryRun: true)
    /// print("\(report.orphans.count) orphans, \(report.freedBytes) bytes")
    /// ```
    @discardableResult
    public func collectPhotoGarbage(dryRun: Bool = false) throws(LendingError) -> PhotoGarbageReport {
        try write { db in try collectGarbage(dryRun: dryRun, db) }
    }

    /// The `async` form of `collectPhotoGarbage(dryRun:)`.
    @discardableResult
    public func collectPhotoGarbage(dryRun: Bool = false) async throws(LendingError) -> PhotoGarbageReport {
        try await write { db in try collectGarbage(dryRun: dryRun, db) }
    }

    private func collectGarbage(dryRun: Bool, _ db: Database) throws -> PhotoGarbageReport {
        var named: Set<String> = []
        var missing: [MissingPhotoFile] = []
        for photo in try Photo.order(Photo.Columns.id).fetchAll(db) {
            for (file, isThumbnail) in [(photo.file, false), (photo.thumbnailFile, true)] {
                named.insert(file.relativePath)
                if !photoStore.contains(file) {
                    missing.append(MissingPhotoFile(photoID: photo.id, path: photoStore.path(of: file),
                                                    isThumbnail: isThumbnail))
                }
            }
        }
        let orphans = photoStore.allFiles().filter { !named.contains($0) }
        let freed = orphans.reduce(0) { $0 + photoStore.size(of: $1) }
        if !dryRun { orphans.forEach(photoStore.remove) }
        return PhotoGarbageReport(orphans: orphans.map { photoStore.folder + "/" + $0 }, freedBytes: freed,
                                  missing: missing, dryRun: dryRun)
    }

    /// After a commit that deleted photo rows: removes those of `files` no row refers to any more.
    ///
    /// The check and the removal run under the write lock, so a photo attached meanwhile by another
    /// process, which finds the file already there, cannot lose it. A failure here loses nothing:
    /// the files stay as orphans that `gc` removes.
    func removeUnreferenced(_ files: [StoredFile], _ db: Database) throws {
        let referenced = try db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM photo WHERE sha256 = ?1)
                OR EXISTS (SELECT 1 FROM photo WHERE thumbnailSHA256 = ?1)
            """)
        for file in Set(files) {
            let stillNamed = try Bool.fetchOne(referenced, arguments: [file.sha256]) ?? false
            if !stillNamed { photoStore.remove(file.relativePath) }
        }
    }

    /// Runs the crash point between a commit and the file removal, then removes the files.
    func finishDeletion(_ files: [StoredFile]) throws(LendingError) {
        do {
            try passCrashPoint(.beforeFileRemoval)
        } catch {
            throw LendingError(error)
        }
        guard !files.isEmpty else { return }
        try? dbWriter.write { db in try removeUnreferenced(files, db) }
    }

    /// The `async` form of `finishDeletion(_:)`.
    func finishDeletion(_ files: [StoredFile]) async throws(LendingError) {
        do {
            try passCrashPoint(.beforeFileRemoval)
        } catch {
            throw LendingError(error)
        }
        guard !files.isEmpty else { return }
        try? await dbWriter.write { db in try removeUnreferenced(files, db) }
    }
}
