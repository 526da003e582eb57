import ArgumentParser
import ShelfScan

/// `shelfscan photo gc`: removes files no photo refers to and reports photos whose files are gone.
struct PhotoGCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Remove photo files no photo refers to; report photos whose files are missing.",
        discussion: """
            Files left by an interrupted attach or delete are removed. Missing files are reported, \
            not repaired, and make the command exit 6.

              shelfscan photo gc --dry-run
            """)

    @Flag(help: "Only list what would be removed.")
    var dryRun = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        var missing = 0
        try lending.run(in: .current()) { session in
            let report = try session.database.collectPhotoGarbage(dryRun: dryRun)
            missing = report.missing.count
            return CommandOutput(Self.text(report), record: report)
        }
        if missing > 0 { throw ExitStatus.storage.exitCode }
    }

    /// One line per orphan and missing file, then a summary.
    static func text(_ report: PhotoGarbageReport) -> String {
        let verb = report.dryRun ? "would remove" : "removed"
        var lines = report.orphans.map { "\(verb) \($0)" }
        lines += report.missing.map { "missing: photo \($0.photoID) \($0.isThumbnail ? "thumbnail" : "file") \($0.path)" }
        lines.append("\(verb) \(report.orphans.count) orphan file\(report.orphans.count == 1 ? "" : "s") "
                     + "(\(report.freedBytes) bytes); \(report.missing.count) missing")
        return lines.joined(separator: "\n")
    }
}
