import Foundation

extension CatalogDatabase {
    /// Rows read per transaction of a list import.
    public static let listBatchRows = 5_000

    /// Imports a book list: a Goodreads or LibraryThing export, or a plain list (`isbn,title,author`
    /// and more known columns, or no header when the first cell is an ISBN), comma or tab
    /// separated, plain or gzip; the form is told by the header row. Each book is stored by its
    /// ISBN, replacing what an earlier row or import said of it.
    ///
    /// The file is read a record at a time and stored in batches of `listBatchRows` rows, each in
    /// one transaction that also marks the title search index stale. A row without a valid ISBN
    /// or a title is skipped, counted and (the first `ListImportSummary.reportedLimit`) described.
    /// An error in the file's form (an unknown header, a quote never closed) stops the import;
    /// batches already stored stay, each row in them whole, and importing the file again after
    /// mending it replaces them. `afterBatch` is called with the summary after each batch;
    /// returning `true` stops the import there.
    ///
    /// ```swift
    /// let summary = try catalogue.importList(atPath: "goodreads_library_export.csv", at: Date())
    /// print("\(summary.format): \(summary.booksStored) books, \(summary.rowsSkipped) rows skipped")
    /// ```
    @discardableResult
    public func importList(atPath path: String, at date: Date,
                           afterBatch: (ListImportSummary) -> Bool = { _ in false }) throws(ListImportError) -> ListImportSummary {
        let reader = try CSVReader(path: path)
        guard let first = try reader.next() else { throw .empty(path: path) }
        let layout = try ListLayout(firstRecord: first, path: path)
        var summary = ListImportSummary(file: path, format: layout.format)
        var batch: [ListedBook] = []
        var rowsInBatch = 0
        var record = layout.hasHeader ? try reader.next() : first
        while let current = record {
            if !current.isBlank {
                rowsInBatch += 1
                summary.rowsRead += 1
                do {
                    batch.append(try layout.row(from: current).book(file: path, at: date))
                } catch {
                    summary.skip(error)
                }
            }
            if rowsInBatch == Self.listBatchRows {
                try storeBatch(&batch, summary: &summary)
                if afterBatch(summary) { return summary }
                rowsInBatch = 0
            }
            record = try reader.next()
        }
        summary.finished = true
        try storeBatch(&batch, summary: &summary)
        _ = afterBatch(summary)
        return summary
    }

    /// Stores `batch`, counts it in `summary` and empties it.
    private func storeBatch(_ batch: inout [ListedBook], summary: inout ListImportSummary) throws(ListImportError) {
        do {
            try store(batch)
        } catch {
            throw .store(error)
        }
        summary.booksStored += batch.count
        batch.removeAll(keepingCapacity: true)
    }
}
