/// How far the import of one dump file has got: where to resume, and what it found so far.
///
/// ```swift
/// let progress = try catalogue.importDump(atPath: "ol_dump_editions.txt")
/// print("\(progress.records) records, \(progress.badLines) bad lines")
/// ```
public struct DumpImportProgress: Sendable, Hashable {
    /// The dump file, as given.
    public var file: String
    /// Bytes of the file read and stored.
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

    /// How many bad lines are described; the rest are counted.
    public static let reportedLimit = 20
}
