import ShelfScan
import ShelfScanBenchmarks

/// The corpus report as an aligned text table.
enum CorpusTable {
    static func render(_ report: CorpusReport, listFailures: Bool) -> String {
        let header = ["folder", "images", "correct", "misread", "none", "unread", "add-on",
                      "load med", "load p95", "load tot", "dec med", "dec p95", "dec tot"]
        let rows = (report.folders + [report.total]).map(row)
        var lines = TextTable.render([header] + rows)
        lines.append("times in milliseconds")
        if listFailures {
            for image in report.images where image.status != .correct {
                lines.append("\(image.status.rawValue)\t\(image.file)\t\(image.read.joined(separator: " "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func row(_ tally: CorpusTally) -> [String] {
        [tally.name, "\(tally.images)", "\(tally.correct)", "\(tally.misread)", "\(tally.none)",
         "\(tally.unreadable)", "\(tally.addOnCorrect)/\(tally.addOnImages)",
         ms(tally.load.medianMilliseconds), ms(tally.load.p95Milliseconds), ms(tally.load.totalMilliseconds),
         ms(tally.decode.medianMilliseconds), ms(tally.decode.p95Milliseconds), ms(tally.decode.totalMilliseconds)]
    }

    private static func ms(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
