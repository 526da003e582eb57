import Foundation
import ShelfScanBenchmarks

/// The misread report as aligned text: one table by kind of symbol, one by degradation, and a
/// summary line.
enum MisreadTable {
    static func render(_ report: MisreadReport, jobs: Int, listProblems: Bool) -> String {
        let header = ["symbology", "images", "correct", "misread", "none", "unstable", "reads/1000",
                      "misreads/1000", "add-on ok", "add-on wrong", "add-on missing"]
        var lines = TextTable.render([header] + (report.rows + [report.total]).map(row))
        lines.append("")
        lines += TextTable.render([["degradation"] + header.dropFirst()] + report.degradations.map(row),
                                  ruleAboveLast: false)
        lines.append("")
        lines.append("\(report.total.images) images, seed \(report.seed), \(report.mode) mode, \(jobs) jobs: "
                     + "\(one(report.total.misreadsPer1000)) misreads and \(one(report.total.readsPer1000)) reads "
                     + "per 1,000 images in \(one(report.seconds)) s")
        if listProblems {
            for problem in report.problems { lines.append(describe(problem)) }
        }
        return lines.joined(separator: "\n")
    }

    private static func row(_ tally: MisreadTally) -> [String] {
        [tally.name, "\(tally.images)", "\(tally.correct)", "\(tally.misread)", "\(tally.none)", "\(tally.unstable)",
         one(tally.readsPer1000), one(tally.misreadsPer1000), "\(tally.addOnCorrect)/\(tally.addOnImages)",
         "\(tally.addOnWrong)", "\(tally.addOnMissing)"]
    }

    /// `index kind expected: verdict, read …, [degradations]`.
    private static func describe(_ problem: MisreadImageResult) -> String {
        let expected = problem.expectedGTIN13 + (problem.expectedAddOn.map { "+" + $0 } ?? "")
        let verdict = problem.verdict
        var flags = [verdict.main.rawValue]
        if verdict.addOn == .wrong { flags.append("wrong add-on") }
        if verdict.unstable { flags.append("unstable") }
        let degradations = problem.degradations.map(\.rawValue).joined(separator: ",")
        return "\(problem.index)\t\(problem.kind)\t\(expected)\t\(flags.joined(separator: ", "))\t"
            + "read \(verdict.read.joined(separator: " "))\t[\(degradations)]"
    }

    private static func one(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
