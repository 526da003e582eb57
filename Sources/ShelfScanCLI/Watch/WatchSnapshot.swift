import Foundation
import ShelfScan

/// The frame that confirmed a code, kept as evidence: annotated with the code's box and number.
enum WatchSnapshot {
    /// Writes `frame-<index>-<gtin13>.png` into `folder`, or `frame-<index>-<gtin13>-2.png` and so
    /// on when an earlier session left that name, never replacing evidence; returns its path, or
    /// `nil` (after saying why on standard error) when it could not be written, for the watch to go on.
    static func write(_ event: ScanEvent, in folder: String) -> String? {
        let stem = (folder as NSString).appendingPathComponent(
            "frame-\(String(format: "%06d", event.frameIndex))-\(event.barcode.gtin13)")
        let path = stem + ".png"
        do {
            let png = try ScanAnnotation(image: event.frame, barcodes: [event.barcode]).png()
            return try DurableFile.writeNew(png) { $0 == 1 ? path : "\(stem)-\($0).png" }
        } catch {
            StandardError.line("watch: \(path): snapshot not written (\(error))")
            return nil
        }
    }
}
