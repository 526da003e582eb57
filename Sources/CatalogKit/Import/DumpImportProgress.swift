/// How far the import of one dump file has got: where to resume, and what it found so far.
///
/// ```swift
/// let progress = try catalogue.importDump(atPath: "ol_dump_editions.txt")
/// print("\(progress.records) records, \(progress.badLines) bad lines")
/// ```
public struct DumpImportProgress: Sendable, Hashable {
    /// The dump file, as given.
    public var file: String
    /// Bytes of the file's text read and stored (of the inflated text, for a gzip file): where
    /// a resumed import starts.
    public var offset: Int
    /// Lines read and stored.
    public var line: Int
    /// Editions, works and authors stored.
    public var records: Int
    /// Lines skipped as unreadable.
    public var badLines: Int
    /// Whether the whole file is imported.
    public var finished: Bool
    /// The first bad lines, each with its line number and what was wrong (at most `reportedLimit`).
    public var problems: [OpenLibraryDumpError] = []

    /// Builds one from its parts, as services and tests do.
    public init(file: String, offset: Int, line: Int, records: Int, badLines: Int, finished: Bool,
                problems: [OpenLibraryDumpError] = []) {
        self.file = file
        self.offset = offset
        self.line = line
        self.records = records
        self.badLines = badLines
        self.finished = finished
        self.problems = problems
    }
    /// How far into the file on disk the import has read (compressed bytes, for gzip).
    public var fileOffset = 0
    /// The file's size on disk.
    public var fileSize = 0

    /// The share of the file read, 0 to 1, for a progress bar.
    public var fraction: Double {
        fileSize > 0 ? min(1, Double(fileOffset) / Double(fileSize)) : (finished ? 1 : 0)
    }

    /// How many bad lines are described; the rest are counted.
    public static let reportedLimit = 20
}
