import ShelfScan

extension ISBNRanges {
    /// Where the data came from, for output: the file's path, or `built in`.
    ///
    /// The commands get their tables from `RangeDataOptions`, which reads files or takes the
    /// built-in data, so a table without a file is the built-in one.
    var sourceName: String { filePath ?? Self.builtInSourceName }

    /// What output calls the data compiled into ShelfScan.
    static let builtInSourceName = "built in"

    /// The date and source in a few words, e.g. `range data of Thu, 9 Jul 2026 05:46:12 BST (built in)`.
    var provenance: String { "range data of \(date) (\(sourceName))" }
}
