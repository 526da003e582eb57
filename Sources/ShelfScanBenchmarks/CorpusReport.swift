import ShelfScan

/// The result of running the scanner over a corpus: per image, per folder and in total.
///
/// ```swift
/// let report = CorpusReport.run(manifest: try CorpusManifest(path: "corpus/MANIFEST.tsv"),
///                               scanner: PhotoScanner())
/// print(report.total.correct, "of", report.total.images)
/// ```
public struct CorpusReport: Sendable, Codable {
    /// Every image's verdict, in manifest order.
    public var images: [ImageVerdict]
    /// One tally per folder, in order of first appearance.
    public var folders: [CorpusTally]
    /// All images together.
    public var total: CorpusTally

    /// Builds the report from verdicts.
    public init(images: [ImageVerdict]) {
        self.images = images
        var order: [String] = []
        var groups: [String: [ImageVerdict]] = [:]
        for verdict in images {
            if groups[verdict.folder] == nil { order.append(verdict.folder) }
            groups[verdict.folder, default: []].append(verdict)
        }
        folders = order.map { CorpusTally(name: $0, verdicts: groups[$0] ?? []) }
        total = CorpusTally(name: "total", verdicts: images)
    }

    /// Scans every manifest entry with `jobs` threads (1 gives the cleanest timings).
    public static func run(manifest: CorpusManifest, scanner: PhotoScanner, jobs: Int = 1) -> CorpusReport {
        var verdicts: [ImageVerdict] = []
        verdicts.reserveCapacity(manifest.entries.count)
        scanner.scan(paths: manifest.entries.map(\.path), jobs: jobs) { index, scan in
            verdicts.append(ImageVerdict(entry: manifest.entries[index], scan: scan))
        }
        return CorpusReport(images: verdicts)
    }
}
