import Foundation

/// The line a catalogue import redraws on standard error while it works, when that is a
/// terminal: a bar of the file read (for a dump, whose size is known), the counts, and the
/// speed; at most ten redraws a second, so drawing never slows the import.
///
/// ```text
/// ol_dump_editions.txt.gz [##########..........]  50%  1,250,000 lines, 1,249,990 records, 24,105 lines/s
/// ```
final class ImportProgressBar {
    private let file: String
    private let enabled = StandardError.isTerminal
    private let started = Date()
    private var lastDrawn = Date.distantPast
    /// What was done at the first update (a resumed import starts far in), left out of the speed.
    private var doneBefore: Int?

    init(file: String) {
        self.file = file
    }

    /// Redraws with `fraction` of the file read (`nil` when unknown), `counts` said as given,
    /// and the speed of `done` `unit`s (lines, rows) since the start.
    func update(fraction: Double?, counts: String, done: Int, unit: String) {
        if doneBefore == nil { doneBefore = done }
        guard enabled, Date().timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = Date()
        var line = file
        if let fraction {
            let filled = Int(fraction * 20)
            line += " [" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled) + "] "
                + String(format: "%3d%%", Int(fraction * 100))
        }
        line += "  " + counts
        let seconds = Date().timeIntervalSince(started)
        if seconds > 0.5 { line += ", " + Self.count(Int(Double(done - (doneBefore ?? 0)) / seconds)) + " \(unit)/s" }
        StandardError.raw("\r\u{1B}[2K" + line.escapingUnsafeScalars(keepingLineBreaks: false))
    }

    /// Erases the line, so a result can be printed in its place.
    func clear() {
        guard enabled else { return }
        StandardError.raw("\r\u{1B}[2K")
    }

    /// `1250000` as `1,250,000`.
    static func count(_ value: Int) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
