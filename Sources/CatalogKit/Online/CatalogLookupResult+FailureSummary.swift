extension CatalogLookupResult {
    /// The sources that failed and why, on one line, sources failing the same way named together
    /// (`Open Library, Google Books: Connection refused`), a service skipped as down with the
    /// failure that put it down; `nil` when none failed.
    ///
    /// A desk that adds a book without its online details says why in a line, not in a report per
    /// source: without a network every service fails the same way, at the same length.
    public var failureSummary: String? {
        var groups: [(reason: String, sources: [String])] = []
        for report in failures {
            let reason: String
            switch report.outcome {
            // A service skipped as down failed for its first failure's reason, which the line gives once.
            case let .failed(.serviceDown(_, cause)): reason = cause.reason
            case let .failed(error): reason = error.reason
            case let .partial(error): reason = "found in part; " + error.reason
            default: continue
            }
            if let index = groups.firstIndex(where: { $0.reason == reason }) {
                groups[index].sources.append(report.source.description)
            } else {
                groups.append((reason, [report.source.description]))
            }
        }
        guard !groups.isEmpty else { return nil }
        return groups.map { $0.sources.joined(separator: ", ") + ": " + $0.reason }.joined(separator: "; ")
    }
}
