import Testing
@testable import CameraKit

@Suite("V4L2 parts")
struct V4L2PartsTests {
    @Test("fourcc codes read as their characters")
    func fourcc() {
        #expect(V4L2FourCC.mjpeg.description == "MJPG")
        #expect(V4L2FourCC.grey.description == "GREY")
        #expect(V4L2FourCC("YUYV") == .yuyv)
        #expect(V4L2FourCC("Y8  ")?.description == "Y8")
        #expect(V4L2FourCC("TOOLONG") == nil)
        #expect(V4L2FourCC(rawValue: 0x0000_0001).description == "0x1")
        #expect(V4L2FourCC(rawValue: V4L2FourCC.yuyv.rawValue | 0x8000_0000).description == "YUYV-BE")
    }

    @Test("the reopen policy doubles from its first delay to its longest")
    func reopenDelays() {
        let policy = V4L2ReopenPolicy.standard
        #expect((0..<7).map(policy.delay(beforeAttempt:)) == [
            .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8), .seconds(8),
        ])
        #expect(policy.delay(beforeAttempt: 1_000_000) == .seconds(8))
    }

    @Test("a size range snaps to its steps and bounds, whatever the driver says")
    func sizeRange() {
        let range = V4L2SizeRange(minimum: V4L2FrameSize(width: 160, height: 120),
                                  maximum: V4L2FrameSize(width: 1920, height: 1080), widthStep: 16, heightStep: 8)
        #expect(range.nearest(to: .hd720) == .hd720)
        #expect(range.nearest(to: V4L2FrameSize(width: 1, height: 1)) == V4L2FrameSize(width: 160, height: 120))
        let broken = V4L2SizeRange(minimum: V4L2FrameSize(width: 640, height: 480),
                                   maximum: V4L2FrameSize(width: 320, height: 240), widthStep: 0, heightStep: 0)
        #expect(broken.nearest(to: .hd720) == V4L2FrameSize(width: 640, height: 480))
    }

    @Test("a driver whose counter and clock stand still still gives rising numbers and times")
    func clockFallback() {
        var clock = V4L2FrameClock(nominalInterval: .milliseconds(40))
        let stamps = (0..<3).map { _ in clock.stamp(sequence: 0, timestamp: .zero) }
        #expect(stamps.map(\.index) == [0, 1, 2])
        #expect(stamps.map(\.time) == [.zero, .milliseconds(40), .milliseconds(80)])
    }

    @Test("a counter that wraps steps on by one; one that jumps back steps on too")
    func clockWrap() {
        var clock = V4L2FrameClock(nominalInterval: .milliseconds(40))
        let stamps = [
            clock.stamp(sequence: UInt32.max - 1, timestamp: .seconds(1)),
            clock.stamp(sequence: UInt32.max, timestamp: .seconds(2)),
            clock.stamp(sequence: 1, timestamp: .seconds(3)),
            clock.stamp(sequence: 0, timestamp: .seconds(2)),
        ]
        #expect(stamps.map(\.index) == [0, 1, 3, 4])
        #expect(stamps.map(\.time) == [.zero, .seconds(1), .seconds(2), .seconds(2) + .milliseconds(40)])
    }

    @Test("after a restart the counter starts again but numbers go on")
    func clockRestart() {
        var clock = V4L2FrameClock(nominalInterval: .milliseconds(40))
        _ = clock.stamp(sequence: 7, timestamp: .seconds(1))
        _ = clock.stamp(sequence: 8, timestamp: .seconds(2))
        clock.streamRestarted()
        let after = clock.stamp(sequence: 20, timestamp: .seconds(5))
        #expect(after.index == 2)
        #expect(after.time == .seconds(4))
    }

    @Test("rates print short")
    func rates() {
        #expect(V4L2Rate.text(30) == "30")
        #expect(V4L2Rate.text(7.5) == "7.5")
        #expect(V4L2Rate.text(30000.0 / 1001) == "29.97")
        #expect(V4L2Rate.text(10.05) == "10.05")
        #expect(V4L2SizeDescription(width: 640, height: 480, framesPerSecond: [30, 7.5]).description == "640×480 at 30, 7.5 fps")
    }

    @Test("the chooser counts 29.97 fps as 30")
    func ntscRate() throws {
        let chooser = V4L2FormatChooser(requested: .hd720, minimumFrameRate: 30)
        let ntsc = try #require(V4L2FrameInterval(numerator: 1001, denominator: 30000))
        let slow = try #require(V4L2FrameInterval(numerator: 1, denominator: 15))
        let choice = chooser.choose([
            V4L2FormatCandidate(fourcc: .mjpeg, format: .mjpeg, size: .hd720, fastest: ntsc),
            V4L2FormatCandidate(fourcc: .yuyv, format: .yuyv, size: .hd720, fastest: slow),
        ])
        #expect(choice?.fourcc == .mjpeg)
        #expect(chooser.choose([]) == nil)
    }
}
