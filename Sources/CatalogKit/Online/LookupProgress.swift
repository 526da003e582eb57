import ISBNKit

/// One book's lookup so far: the records gathered, merged, and each source's report.
struct LookupProgress: Sendable {
    let isbn: ISBN
    private var records: [BookMetadata] = []
    private var reports: [SourceReport] = []
    private var merged: BookMetadata?

    init(isbn: ISBN) {
        self.isbn = isbn
    }

    /// Adds a source's report and, when it had the book, its record.
    mutating func add(_ report: SourceReport, record: BookMetadata?, merge: MetadataMerge) {
        reports.append(report)
        guard let record else { return }
        records.append(record)
        // Every record is built for `isbn`, so the merge has no other edition to refuse.
        merged = try? merge.merge(records, for: isbn)
    }

    /// The fields of `wanted` still missing.
    func missing(_ wanted: Set<MetadataField>) -> Set<MetadataField> {
        merged?.missing(wanted) ?? wanted
    }

    /// The fields of `wanted` still missing once `record` is added.
    func missing(_ wanted: Set<MetadataField>, with record: BookMetadata, merge: MetadataMerge) -> Set<MetadataField> {
        (try? merge.merge(records + [record], for: isbn))?.missing(wanted) ?? wanted
    }

    /// The result to hand back.
    var result: CatalogLookupResult {
        CatalogLookupResult(isbn: isbn, metadata: merged, reports: reports)
    }
}
