import Foundation
import RasterKit

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
    private let now: () -> Duration
    private let wait: (Duration) -> Void
    private var start: Duration?

    /// `source` played at the pace its frame times give: `now` tells the time (by default the
    /// system's monotonic clock) and `wait` waits (by default sleeping); tests pass their own.
    public init(_ source: FrameSource, now: @escaping () -> Duration = PacedSource.monotonicNow,
                wait: @escaping (Duration) -> Void = { Thread.sleep(forTimeInterval: $0.seconds) }) {
        self.source = source
        self.now = now
        self.wait = wait
    }

    /// The next frame, once its time has come.
    public func nextFrame() throws(CameraError) -> Frame? {
        guard let frame = try source.nextFrame() else { return nil }
        let start = self.start ?? now()
        self.start = start
        let early = start + frame.time - now()
        if early > .zero { wait(early) }
        return frame
    }

    /// The time since an arbitrary fixed point, from the system's monotonic clock.
    public static func monotonicNow() -> Duration {
        ContinuousClock.now - origin
    }

    private static let origin = ContinuousClock.now
}
