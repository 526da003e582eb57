import Foundation
import GRDB

extension CatalogDatabase {
    /// Lines stored per transaction: large enough that commits cost little, small enough that an
    /// interrupted import redoes only a moment's work.
    public static let dumpBatchLines = 5_000

    /// Imports an Open Library dump file (editions, works and authors; other types are skipped),
    /// streaming it so memory stays bounded. Each batch is stored with the file's progress in one
    /// transaction, so an import that was interrupted resumes where it stopped when it is run again
    /// on the same, unchanged file (and one that finished does nothing). A bad line is counted,
    /// described (the first `DumpImportProgress.reportedLimit`) and skipped. `afterBatch` is called
    /// with the progress after each stored batch; returning `true` stops the import there, to be
    /// resumed by a later call (Ctrl-C at the command line).
    ///
    /// ```swift
    /// let done = try catalogue.importDump(atPath: "ol_dump_editions.txt", at: Date()) { progress in
    ///     print(progress.line)
    ///     return false
    /// }
    /// ```
    @discardableResult
    public func importDump(atPath path: String, at date: Date,
                           afterBatch: (DumpImportProgress) -> Bool = { _ in false }) throws(DumpImportError) -> DumpImportProgress {
        let identity = try Self.identity(ofFile: path)
        var progress = try startingPoint(path, identity: identity)
        guard !progress.finished else { return progress }
        let reader: LineReader
        do {
            reader = try LineReader(path: path, offset: progress.offset)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        var batch: [OpenLibraryRecord] = []
        var lines = 0
        while true {
            let line: ArraySlice<UInt8>?
            do {
                line = try reader.next()
            } catch {
                throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
            }
            if let line {
                lines += 1
                do {
                    batch.append(try OpenLibraryDumpLine.parse(utf8: line, lineNumber: progress.line + lines))
                } catch {
                    progress.badLines += 1
                    if progress.problems.count < DumpImportProgress.reportedLimit { progress.problems.append(error) }
                }
            }
            guard line == nil || lines == Self.dumpBatchLines else { continue }
            progress.line += lines
            progress.offset = reader.offset
            progress.records += batch.filter(\.isKept).count
            progress.finished = line == nil
            try save(batch, progress: progress, identity: identity, at: date)
            if afterBatch(progress) || progress.finished { return progress }
            batch.removeAll(keepingCapacity: true)
            lines = 0
        }
    }

    /// Where an import of `path` starts: after what an earlier run stored, when the file is unchanged.
    private func startingPoint(_ path: String, identity: FileIdentity) throws(DumpImportError) -> DumpImportProgress {
        let row: Row?
        do {
            row = try read { db in try Row.fetchOne(db, sql: "SELECT * FROM importProgress WHERE file = ?", arguments: [path]) }
        } catch {
            throw .store(error)
        }
        guard let row, row["size"] == identity.size, row["modified"] == identity.modified else {
            return DumpImportProgress(file: path, offset: 0, line: 0, records: 0, badLines: 0, finished: false)
        }
        return DumpImportProgress(file: path, offset: row["offset"], line: row["line"], records: row["records"],
                                  badLines: row["badLines"], finished: row["finished"])
    }

    private func save(_ batch: [OpenLibraryRecord], progress: DumpImportProgress, identity: FileIdentity,
                      at date: Date) throws(DumpImportError) {
        do {
            try write { db in
                try Self.store(batch, at: date, db)
                try db.execute(sql: """
                    INSERT OR REPLACE INTO importProgress (file, size, modified, offset, line, records, badLines, finished)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [progress.file, identity.size, identity.modified, progress.offset, progress.line,
                                     progress.records, progress.badLines, progress.finished])
            }
        } catch {
            throw .store(error)
        }
    }

    /// A file's size and modification time: an import resumes only on the file it started on.
    private struct FileIdentity {
        var size: Int
        var modified: Double
    }

    private static func identity(ofFile path: String) throws(DumpImportError) -> FileIdentity {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw DumpImportError.unreadable(path: path, reason: "not a regular file")
            }
            return FileIdentity(size: (attributes[.size] as? Int) ?? 0,
                                modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        } catch let error as DumpImportError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}

extension OpenLibraryRecord {
    /// Whether the catalogue keeps the record (an edition, a work or an author).
    var isKept: Bool {
        if case .skipped = self { return false }
        return true
    }
}
