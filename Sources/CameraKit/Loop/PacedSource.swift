import Foundation

/// A file source played in real time: each frame is handed out when its stream time has come
/// on the wall clock, so the loop meets it as it would a camera, dropping frames when behind.
///
/// ```swift
/// let live = PacedSource(try Y4MStream(path: "desk.y4m"))
/// try ScanLoop().run(live) { print($0.barcode.gtin13) }
/// ```
public final class PacedSource: FrameSource {
    /// The file played.
    public var name: String { source.name }
    /// Paced frames arrive at the pace of the world.
    public let isLive = true
    private let source: FrameSource
    private var start: ContinuousClock.Instant?

    /// `source` played at the pace its frame times give.
    public init(_ source: FrameSource) {
        self.source = source
    }

    /// The next frame, once its time has come.
    public func nextFrame() throws(CameraError) -> Frame? {
        guard let frame = try source.nextFrame() else { return nil }
        let start = self.start ?? ContinuousClock.now
        self.start = start
        let due = start + frame.time
        if due > ContinuousClock.now { Thread.sleep(forTimeInterval: (due - ContinuousClock.now).seconds) }
        return frame
    }
}
