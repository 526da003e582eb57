import BarcodeKit
import Foundation
import RasterKit

/// How long a scanner takes on a camera frame, typically one with no code in it: the cost
/// every frame of a webcam loop pays while nobody holds up a book.
///
/// ```swift
/// var options = ScanOptions()
/// options.mode = .fast
/// let frame = FrameBenchmark.deskFrame(width: 1280, height: 720)
/// let timing = FrameBenchmark(scanner: BarcodeScanner(options: options)).measure(frame, repetitions: 50)
/// print(timing.medianMilliseconds)
/// ```
public struct FrameBenchmark: Sendable {
    /// The scanner measured.
    public var scanner: BarcodeScanner

    /// Creates a benchmark of `scanner`.
    public init(scanner: BarcodeScanner) {
        self.scanner = scanner
    }

    /// Scans `frame` `repetitions` times (after one untimed warm-up) and summarises the times.
    public func measure(_ frame: GrayImage, repetitions: Int) -> TimingSummary {
        _ = scanner.scan(frame)
        let samples = (0..<max(1, repetitions)).map { _ in
            let start = ContinuousClock.now
            _ = scanner.scan(frame)
            return (ContinuousClock.now - start).seconds
        }
        return TimingSummary(seconds: samples)
    }

    /// A frame of a desk with no barcode: lighting that falls off across the picture, the soft
    /// blobs of objects, a few hard-edged dark shapes, and sensor noise of about ±10 levels, so
    /// that zbar meets many small edges, as in a real frame, and none that make a code.
    public static func deskFrame(width: Int, height: Int) -> GrayImage {
        var image = GrayImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = deskLevel(x: x, y: y, width: width, height: height)
            }
        }
        return image
    }

    private static func deskLevel(x: Int, y: Int, width: Int, height: Int) -> UInt8 {
        let light = 150 - 70 * Double(x) / Double(width) - 30 * Double(y) / Double(height)
        let blobs = 25 * sin(Double(x) / 53) * sin(Double(y) / 41)
        let inShape = (x / 97 + y / 61) % 7 == 0 && (x % 97) < 60 && (y % 61) < 35
        let noise = Double(Int((UInt64(y * width + x) &* 0x9E37_79B9_7F4A_7C15) >> 59) - 16) * 0.6
        let level = (inShape ? 40 : light + blobs) + noise
        return UInt8(min(max(level.rounded(), 0), 255))
    }
}
