import Foundation
internal import GRDB
import Synchronization

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
    /// The file may be plain or gzip (Open Library publishes `.txt.gz`), told by its first bytes,
    /// not its name; it is inflated as it is read. The progress `offset` then counts bytes of the
    /// inflated text: gzip cannot be entered in the middle, so a resumed import inflates the file
    /// from its start and drops what earlier runs stored without parsing or storing it: about
    /// 300 MB of text (65 MB of gzip) a second on one core, so some three minutes at the end of
    /// the 12 GB editions dump. Truncated or corrupt gzip data stops the import with
    /// `.unreadable`, naming where it broke.
    ///
    /// ```swift
    /// let done = try catalogue.importDump(atPath: "ol_dump_editions_latest.txt.gz", at: Date()) { progress in
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
        let reader: any LineSource
        do {
            reader = try FileCompression.lines(ofFileAt: path, from: progress.offset)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        progress.fileSize = identity.size
        var lines: [[UInt8]] = []
        lines.reserveCapacity(Self.dumpBatchLines)
        while true {
            let line: ArraySlice<UInt8>?
            do {
                line = try reader.next()
            } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
            if let line { lines.append(Array(line)) }
            guard line == nil || lines.count == Self.dumpBatchLines else { continue }
            var batch: [OpenLibraryRecord] = []
            for parsed in Self.parse(lines, firstLineNumber: progress.line + 1) {
                switch parsed {
                case let .success(record):
                    batch.append(record)
                case let .failure(error):
                    progress.badLines += 1
                    if progress.problems.count < DumpImportProgress.reportedLimit { progress.problems.append(error) }
                }
            }
            progress.line += lines.count
            progress.offset = reader.offset
            progress.fileOffset = reader.fileOffset
            progress.records += batch.filter(\.isKept).count
            progress.finished = line == nil
            try save(batch, progress: progress, identity: identity, at: date)
            if afterBatch(progress) || progress.finished { return progress }
            lines.removeAll(keepingCapacity: true)
        }
    }

    /// The records of a batch's lines, in order, parsed on every core: parsing is most of an
    /// import's work (perf: 44% of a 200,000-line import against 22% for storing), and lines are
    /// independent of each other.
    static func parse(_ lines: [[UInt8]], firstLineNumber: Int) -> [Result<OpenLibraryRecord, OpenLibraryDumpError>] {
        let chunks = min(lines.count, ProcessInfo.processInfo.activeProcessorCount * 2)
        guard chunks > 1 else {
            return lines.enumerated().map { index, line in Self.parse(line, lineNumber: firstLineNumber + index) }
        }
        let size = (lines.count + chunks - 1) / chunks
        let parsed = Mutex<[Int: [Result<OpenLibraryRecord, OpenLibraryDumpError>]]>([:])
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * size..<min(lines.count, (chunk + 1) * size)
            let results = range.map { index in Self.parse(lines[index], lineNumber: firstLineNumber + index) }
            parsed.withLock { $0[chunk] = results }
        }
        let results = parsed.withLock { chunksParsed in (0..<chunks).flatMap { chunksParsed[$0] ?? [] } }
        return results
    }

    private static func parse(_ line: [UInt8], lineNumber: Int) -> Result<OpenLibraryRecord, OpenLibraryDumpError> {
        Result { () throws(OpenLibraryDumpError) in try OpenLibraryDumpLine.parse(utf8: line[...], lineNumber: lineNumber) }
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
