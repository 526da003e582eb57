/// What the import of one list file did: the rows it read, stored and skipped, and why.
///
/// ```swift
/// let summary = try catalogue.importList(atPath: "goodreads_library_export.csv", at: Date())
/// print("\(summary.booksStored) books, \(summary.rowsSkipped) rows skipped")
/// summary.problems.forEach { print($0) }   // line 12: no ISBN
/// ```
public struct ListImportSummary: Sendable, Hashable {
    /// The list file, as given.
    public var file: String
    /// The kind of list its header showed.
    public var format: ListFormat
    /// Rows read, the header and blank rows not counted.
    public var rowsRead: Int
    /// Rows stored as books (a book listed twice is stored twice, the later row winning).
    public var booksStored: Int
    /// Rows skipped for a missing or invalid ISBN or a missing title.
    public var rowsSkipped: Int
    /// Whether the whole file is imported (`false` when `afterBatch` stopped the import).
    public var finished: Bool
    /// The first skipped rows, each with its line number and why (at most `reportedLimit`).
    public var problems: [ListRowProblem] = []

    /// Builds one from its parts, as services and tests do.
    public init(file: String, format: ListFormat, rowsRead: Int, booksStored: Int, rowsSkipped: Int, finished: Bool,
                problems: [ListRowProblem] = []) {
        self.file = file
        self.format = format
        self.rowsRead = rowsRead
        self.booksStored = booksStored
        self.rowsSkipped = rowsSkipped
        self.finished = finished
        self.problems = problems
    }

    /// How many skipped rows are described; the rest are counted.
    public static let reportedLimit = 20

    /// A summary of `file` before any row is read.
    init(file: String, format: ListFormat) {
        self.file = file
        self.format = format
        rowsRead = 0
        booksStored = 0
        rowsSkipped = 0
        finished = false
    }

    /// Counts a skipped row, and describes it while fewer than `reportedLimit` are.
    mutating func skip(_ problem: ListRowProblem) {
        rowsSkipped += 1
        if problems.count < Self.reportedLimit { problems.append(problem) }
    }
}
