import BarcodeKit
import Foundation
import RasterKit

/// Reads codes from video: scans each frame in BarcodeKit's fast mode and fires an event for
/// each code the confirmation rules accept, exactly once while it stays in view.
///
/// The source is read on a capture thread of its own and handed over through a `FrameSlot`. For
/// a live source (a camera, or a file played in real time) a new frame replaces one not yet
/// scanned, so when scanning falls behind the newest frame is scanned and older ones are
/// dropped; a file's every frame is scanned. The caller's thread blocks until the stream ends or
/// `stop` is requested, which ends the loop even while the source waits for data (a pipe); it
/// should be a thread of its own, not Swift's cooperative pool.
///
/// ```swift
/// let summary = try ScanLoop().run(try Y4MStream(path: "desk.y4m")) { event in
///     print(event.barcode.gtin13, "at frame", event.frameIndex)
/// }
/// ```
public struct ScanLoop: Sendable {
    /// When a code counts as shown.
    public var rules: ConfirmationRules
    /// The scanner each frame goes through.
    public var scanner: BarcodeScanner

    /// A loop with the given rules, scanning with `options` (fast mode unless they say otherwise).
    public init(rules: ConfirmationRules = .standard, options: ScanOptions = ScanLoop.frameOptions) {
        self.rules = rules
        scanner = BarcodeScanner(options: options)
    }

    /// Fast mode, every retail symbology, add-ons on: a frame costs a few milliseconds.
    public static var frameOptions: ScanOptions {
        var options = ScanOptions()
        options.mode = .fast
        return options
    }

    /// Scans `source` until it ends or `stop` is requested, calling `onEvent` for each confirmed
    /// code on the calling thread; returns what was done. A source's error ends the loop and is
    /// thrown once the frames before it are scanned.
    public func run(_ source: FrameSource, stop: ScanLoopStop = ScanLoopStop(),
                    onEvent: (ScanEvent) -> Void) throws(CameraError) -> ScanLoopSummary {
        var summary = ScanLoopSummary()
        try run(source, stop: stop, summary: &summary, onEvent: onEvent)
        return summary
    }

    /// `run(_:stop:onEvent:)` keeping `summary` up to date frame by frame, so that when a source
    /// fails (a stream cut short, a camera unplugged) the frames and codes seen before are still
    /// counted.
    ///
    /// ```swift
    /// var summary = ScanLoopSummary()
    /// do { try loop.run(stream, summary: &summary) { _ in } } catch { print(summary.framesScanned, error) }
    /// ```
    public func run(_ source: FrameSource, stop: ScanLoopStop = ScanLoopStop(), summary: inout ScanLoopSummary,
                    onEvent: (ScanEvent) -> Void) throws(CameraError) {
        var confirmation = CodeConfirmation(rules: rules)
        // Ends the capture thread when the loop ends, whatever ended it.
        let captureStop = ScanLoopStop()
        defer { captureStop.request() }
        let slot = Self.startCapture(source) { stop.isRequested || captureStop.isRequested }
        defer {
            summary.framesDropped = slot.dropped
            summary.stopped = stop.isRequested
        }
        while let frame = try slot.take(unless: stop) {
            for event in confirmation.events(reading: scanner.scan(frame.image), on: frame) {
                summary.events += 1
                onEvent(event)
            }
            summary.framesScanned += 1
            summary.streamSeconds = frame.time.seconds
        }
    }

    /// Starts the thread that reads `source` into a slot, until it ends, fails or `shouldStop` says so.
    static func startCapture(_ source: FrameSource,
                                     shouldStop: @escaping @Sendable () -> Bool) -> FrameSlot {
        let slot = FrameSlot(dropsOldFrames: source.isLive)
        let handOver = SourceHandOver(source: source)
        Thread.detachNewThread {
            do throws(CameraError) {
                while !shouldStop(), let frame = try handOver.source.nextFrame() {
                    slot.put(frame, unless: shouldStop)
                }
                slot.finish()
            } catch {
                slot.finish(throwing: error)
            }
        }
        return slot
    }
}
