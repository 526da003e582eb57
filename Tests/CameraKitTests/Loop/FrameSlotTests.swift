import CameraKit
import Dispatch
import RasterKit
import ShelfScanTestSupport
import Synchronization
import Testing

@Suite("Newest frame first when the loop falls behind")
struct NewestFrameTests {
    private static func frame(_ index: Int) -> Frame {
        Frame(image: GrayImage(width: 2, height: 2, fill: UInt8(index % 256)), index: index,
              time: .milliseconds(index * 33))
    }

    @Test("a frame put before the last was taken replaces it, and is counted as dropped")
    func slot() throws {
        let slot = FrameSlot(dropsOldFrames: true)
        for index in 0..<3 { slot.put(Self.frame(index)) }
        #expect(try slot.take()?.index == 2)
        #expect(slot.dropped == 2)
        slot.put(Self.frame(3))
        slot.finish()
        #expect(try slot.take()?.index == 3)
        #expect(try slot.take() == nil)
        #expect(slot.dropped == 2)
    }

    @Test("a source's error reaches the taker after the frames before it")
    func slotError() throws {
        let slot = FrameSlot(dropsOldFrames: true)
        slot.put(Self.frame(0))
        slot.finish(throwing: .deviceGone(device: "/dev/video0"))
        #expect(try slot.take()?.index == 0)
        #expect(throws: CameraError.deviceGone(device: "/dev/video0")) { try slot.take() }
    }

    @Test("a live source faster than the scanner: frames are dropped, never queued, and nothing fires twice")
    func liveSource() throws {
        let clip = try DeskClip.slideInAndHold()
        let frames = (0..<clip.frameCount).map { Frame(image: clip.frame($0), index: $0, time: .milliseconds($0 * 33)) }
        let source = InstantLiveSource(frames)
        var events: [ScanEvent] = []
        let summary = try ScanLoop().run(source) { events.append($0) }
        #expect(summary.framesDropped > 0)
        #expect(summary.framesScanned + summary.framesDropped == clip.frameCount)
        // How many frames the loop sees depends on the machine; whatever it sees, nothing else fires.
        #expect(events.count <= 1 && events.allSatisfy { $0.barcode.gtin13 == DeskClip.firstNumber })
    }

    @Test("a live source's failure ends the loop with that error")
    func liveFailure() throws {
        let source = InstantLiveSource([Self.frame(0)], failure: .deviceGone(device: "/dev/video9"))
        #expect(throws: CameraError.deviceGone(device: "/dev/video9")) { try ScanLoop().run(source) { _ in } }
    }
}

@Suite("Stopping a loop whose source waits for data")
struct BlockedSourceTests {
    @Test("a stop ends the loop while the source is blocked in a read, as a pipe with no writer yet blocks")
    func stopWhileBlocked() throws {
        let clip = try DeskClip.handOverCode()
        let frames = (0..<10).map { Frame(image: clip.frame($0), index: $0, time: .milliseconds($0 * 33)) }
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        let source = BlockingAfterFramesSource(frames, release: release)
        let stop = ScanLoopStop()
        var events: [ScanEvent] = []
        let summary = try ScanLoop().run(source, stop: stop) { event in
            events.append(event)
            stop.request()
        }
        #expect(events.map(\.barcode.gtin13) == [DeskClip.firstNumber])
        #expect(summary.stopped)
    }
}

/// A file-like source that gives its frames, then blocks until released.
private final class BlockingAfterFramesSource: FrameSource {
    let name = "a pipe"
    let isLive = false
    private var frames: [Frame]
    private let release: DispatchSemaphore

    init(_ frames: [Frame], release: DispatchSemaphore) {
        self.frames = frames.reversed()
        self.release = release
    }

    func nextFrame() throws(CameraError) -> Frame? {
        if let frame = frames.popLast() { return frame }
        release.wait()
        return nil
    }
}

/// A camera that has every frame ready at once, so the loop cannot keep up with it.
private final class InstantLiveSource: FrameSource {
    let name = "instant camera"
    let isLive = true
    private var frames: [Frame]
    private let failure: CameraError?

    init(_ frames: [Frame], failure: CameraError? = nil) {
        self.frames = frames.reversed()
        self.failure = failure
    }

    func nextFrame() throws(CameraError) -> Frame? {
        if let frame = frames.popLast() { return frame }
        if let failure { throw failure }
        return nil
    }
}

@Suite("A file played in real time")
struct PacedSourceTests {
    @Test("each frame is handed out when its stream time has come, waiting only for what is left")
    func pacing() throws {
        let frames = (0..<4).map { Frame(image: GrayImage(width: 2, height: 2), index: $0, time: .milliseconds($0 * 100)) }
        var clock = Duration.seconds(50)
        var waits: [Duration] = []
        let source = PacedSource(InstantLiveSource(frames), now: { clock }, wait: { waits.append($0); clock += $0 })
        #expect(source.isLive)
        _ = try source.nextFrame()
        clock += .milliseconds(30)
        _ = try source.nextFrame()
        clock += .milliseconds(50)
        _ = try source.nextFrame()
        clock += .milliseconds(250)
        _ = try source.nextFrame()
        #expect(try source.nextFrame() == nil)
        // Frame 1 was due 70 ms after the scan of frame 0 ended, frame 2 50 ms after frame 1; frame 3 was late.
        #expect(waits == [.milliseconds(70), .milliseconds(50)])
    }
}
