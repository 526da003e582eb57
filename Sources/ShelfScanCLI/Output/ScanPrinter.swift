import Foundation
import ShelfScan

/// Prints scan results as text or JSON lines and keeps the worst outcome for the exit status.
struct ScanPrinter {
    let json: Bool
    private(set) var sawNoCode = false
    private(set) var sawUnreadable = false
    private(set) var sawUnwritten = false

    init(json: Bool) {
        self.json = json
    }

    mutating func report(_ scan: PhotoScan) {
        switch scan.outcome {
        case let .failure(error):
            sawUnreadable = true
            StandardError.line("\(error)")
        case let .success(codes) where codes.isEmpty:
            sawNoCode = true
            StandardError.line("\(scan.path): no barcode found")
        case let .success(codes):
            for code in codes { print(line(for: code, in: scan.path)) }
        }
    }

    /// Names the annotated picture written for `scan` on stderr, or why it was not written.
    mutating func report(_ annotation: Result<String, AnnotationWriteError>, of scan: PhotoScan) {
        switch annotation {
        case let .success(output):
            StandardError.line("\(scan.path): annotated as \(output)")
        case let .failure(error):
            sawUnwritten = true
            StandardError.line("\(error)")
        }
    }

    var exitStatus: ExitStatus? {
        sawUnreadable || sawUnwritten ? .unreadable : sawNoCode ? .invalidInput : nil
    }

    private func line(for code: Barcode, in path: String) -> String {
        if json {
            return ShelfScanJSON.line(BarcodeRecord(file: path, code: code))
        }
        return [path.tabSeparatedField, code.symbology.rawValue, code.digits, code.isbn?.isbn13 ?? "-", code.addOn ?? "-"]
            .joined(separator: "\t")
    }
}
