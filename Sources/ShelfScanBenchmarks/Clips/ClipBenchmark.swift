import CameraKit
import Foundation
import ShelfScanTestSupport

/// The scan loop on clips the project draws itself: each clip is written as raw GREY frames to
/// a file and played through `RawGreyStream` and `ScanLoop` on one thread, as `shelfscan watch`
/// plays a file.
///
/// ```swift
/// let result = try ClipBenchmark().run(folder: "/tmp")
/// print(result.emptyFramesPerSecond, result.medianDelayFrames)
/// ```
public struct ClipBenchmark: Sendable {
    /// The loop measured.
    public var loop: ScanLoop
    /// How many times the speed clips are played; the median speed is reported.
    public var repetitions: Int

    /// A benchmark of `loop`, playing each speed clip `repetitions` times.
    public init(loop: ScanLoop = ScanLoop(), repetitions: Int = 3) {
        self.loop = loop
        self.repetitions = max(1, repetitions)
    }

    /// Draws the clips, writes them under `folder` (removed afterwards) and measures.
    public func run(folder: String) throws -> ClipBenchmarkResult {
        let reports = try DeskClip.all().map { clip in try report(on: clip, folder: folder) }
        let delays = reports.flatMap(\.delays).sorted()
        let empty = try speed(of: Self.speedClip(books: 0), folder: folder)
        let held = try speed(of: Self.speedClip(books: 1), folder: folder)
        let median = delays.isEmpty ? 0 : delays.count % 2 == 1 ? Double(delays[delays.count / 2])
            : Double(delays[delays.count / 2 - 1] + delays[delays.count / 2]) / 2
        return ClipBenchmarkResult(emptyFramesPerSecond: empty, bookFramesPerSecond: held, medianDelayFrames: median,
                                   maxDelayFrames: delays.last ?? 0, clips: reports)
    }

    /// 150 frames of 1280×720 with no book or one book held still.
    static func speedClip(books: Int) throws -> DeskClip {
        let book = try ClipBook(number: DeskClip.firstNumber)
        let shots = Array(repeating: ClipShot(books == 0 ? [] : [ClipPlacement(x: 640, y: 360)]), count: 150)
        return DeskClip(name: books == 0 ? "empty desk" : "a book held still", books: [book], shots: shots,
                        expectedEvents: books == 0 ? [] : [DeskClip.firstNumber], settledFrames: books == 0 ? [] : [0])
    }

    /// Frames per second of the whole loop over `clip`, the median of the repetitions.
    private func speed(of clip: DeskClip, folder: String) throws -> Double {
        let path = try write(clip, folder: folder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var rates: [Double] = []
        for _ in 0..<repetitions {
            let source = try RawGreyStream(path: path, width: clip.width, height: clip.height,
                                           framesPerSecond: Double(clip.framesPerSecond))
            let start = ContinuousClock.now
            let summary = try loop.run(source) { _ in }
            rates.append(Double(summary.framesScanned) / (ContinuousClock.now - start).seconds)
        }
        return rates.sorted()[rates.count / 2]
    }

    /// The loop's events on `clip`, with the frames each number was read on.
    private func report(on clip: DeskClip, folder: String) throws -> ClipReport {
        let path = try write(clip, folder: folder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try RawGreyStream(path: path, width: clip.width, height: clip.height,
                                       framesPerSecond: Double(clip.framesPerSecond))
        var events: [ScanEvent] = []
        _ = try loop.run(source) { events.append($0) }
        var framesRead: [String: Int] = [:]
        for index in 0..<clip.frameCount {
            for code in Set(loop.scanner.scan(clip.frame(index)).map(\.gtin13)) { framesRead[code, default: 0] += 1 }
        }
        return ClipReport(clip: clip.name, frames: clip.frameCount, framesRead: framesRead,
                          fired: events.map(\.barcode.gtin13), expected: clip.expectedEvents,
                          delays: Self.delays(of: events, in: clip))
    }

    /// For each expected event, frames from its settling to the first matching event at or after it.
    private static func delays(of events: [ScanEvent], in clip: DeskClip) -> [Int] {
        var unused = events
        var delays: [Int] = []
        for (number, settled) in zip(clip.expectedEvents, clip.settledFrames) {
            guard let match = unused.firstIndex(where: { $0.barcode.gtin13 == number }) else { continue }
            delays.append(max(0, unused[match].frameIndex - settled))
            unused.remove(at: match)
        }
        return delays
    }

    /// `clip` as raw GREY frames in a new file under `folder`; returns its path.
    private func write(_ clip: DeskClip, folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent("shelfscan-clip-\(UUID().uuidString).gray")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(clip.width * clip.height * clip.frameCount)
        for index in 0..<clip.frameCount { bytes += clip.frame(index).packed().pixels }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
