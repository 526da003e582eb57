/// What `AppDatabase.collectPhotoGarbage(dryRun:)` found: files no photo row names, and rows whose
/// file is gone.
///
/// ```swift
/// let report = try db.collectPhotoGarbage()
/// print(report.orphans.count, report.freedBytes, report.missing.map(\.photoID))
/// ```
public struct PhotoGarbageReport: Sendable, Equatable, Codable {
    /// Files in the photo folder that no row refers to (left by a crash, or put there by hand),
    /// as absolute paths; removed unless it was a dry run.
    public var orphans: [String]
    /// The bytes the orphans take.
    public var freedBytes: Int
    /// Rows whose photo or thumbnail file is missing; these are reported, never deleted.
    public var missing: [MissingPhotoFile]
    /// Whether the orphans were only listed.
    public var dryRun: Bool

    /// Assembles a report.
    public init(orphans: [String], freedBytes: Int, missing: [MissingPhotoFile], dryRun: Bool) {
        self.orphans = orphans
        self.freedBytes = freedBytes
        self.missing = missing
        self.dryRun = dryRun
    }
}
