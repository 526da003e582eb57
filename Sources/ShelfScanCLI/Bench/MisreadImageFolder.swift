import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// The folder `shelfscan bench misreads --save` writes the images worth looking at to, as PNG,
/// named after what they show and what went wrong:
/// `<index>-<kind>-<expected GTIN-13>[+<add-on>]-<verdict>.png`, e.g.
/// `0042-EAN-13+5-9780306406157+51299-misread.png`.
struct MisreadImageFolder: Sendable {
    /// The folder as the user gave it.
    let path: String

    /// Creates the folder when missing and checks that it is a folder this process can write to.
    init(path: String) throws(MisreadSaveError) {
        if let reason = WritableFolder.problem(preparing: path) {
            throw MisreadSaveError(path: path, reason: reason)
        }
        self.path = path
    }

    /// Writes `sample`'s image under the name `result` gives it; returns the file's path.
    func save(_ sample: MisreadSample, result: MisreadImageResult) throws(MisreadSaveError) -> String {
        let target = URL(fileURLWithPath: path).appendingPathComponent(Self.fileName(for: result)).path
        let png: [UInt8]
        do {
            png = try PNGEncoder(favorsSpeed: true).encode(sample.image)
        } catch {
            throw MisreadSaveError(path: target, reason: error.description)
        }
        do {
            try DurableFile.write(png, to: target)
        } catch {
            throw MisreadSaveError(path: target, reason: error.reason)
        }
        return target
    }

    /// `0042-EAN-13+5-9780306406157+51299-misread.png`; the index is padded so files sort in run order.
    static func fileName(for result: MisreadImageResult) -> String {
        let index = String(result.index)
        let padded = String(repeating: "0", count: max(0, 4 - index.count)) + index
        let expected = result.expectedGTIN13 + (result.expectedAddOn.map { "+" + $0 } ?? "")
        var what = [result.verdict.main == .misread ? "misread" : result.verdict.main.rawValue]
        if result.verdict.addOn == .wrong { what.append("wrongaddon") }
        if result.verdict.unstable { what.append("unstable") }
        return "\(padded)-\(result.kind.rawValue)-\(expected)-\(what.joined(separator: "-")).png"
    }
}
