import CameraKit
import Testing

@Suite("Y4M stream headers")
struct Y4MHeaderTests {
    private func header(_ text: String) throws(CameraError) -> Y4MHeader {
        try Y4MHeader(line: Array(text.utf8), source: "clip.y4m")
    }

    @Test("size, rate and colour space are read; 4:2:0 is the default")
    func fields() throws {
        let plain = try header("YUV4MPEG2 W1280 H720 F30000:1001 Ip A1:1")
        #expect(plain.width == 1280 && plain.height == 720)
        #expect(plain.rateNumerator == 30000 && plain.rateDenominator == 1001)
        #expect(plain.colourSpace == .c420jpeg)
        #expect(plain.frameBytes == 1280 * 720 * 3 / 2)
        #expect(plain.time(ofFrame: 30_000) == .seconds(1001))
        #expect(try header("YUV4MPEG2 W641 H481 F25:1 C420paldv XYSCSS=420PALDV").frameBytes == 641 * 481 + 2 * 321 * 241)
        #expect(try header("YUV4MPEG2 W64 H48 F25:1 C422").frameBytes == 64 * 48 * 2)
        #expect(try header("YUV4MPEG2 W64 H48 F25:1 C444").frameBytes == 64 * 48 * 3)
        #expect(try header("YUV4MPEG2 W64 H48 F25:1 Cmono").frameBytes == 64 * 48)
        #expect(try header("YUV4MPEG2 W64 H48 F25:1 C420mpeg2").colourSpace == .c420mpeg2)
    }

    @Test("a header that is wrong says what, naming the stream", arguments: [
        ("RIFF....WAVEfmt", "clip.y4m: not a Y4M stream (it starts RIFF....WAVEfmt)"),
        ("YUV4MPEG2 W64 F25:1", "clip.y4m: the header has no W or H"),
        ("YUV4MPEG2 W64 H48", "clip.y4m: the header has no frame rate (F)"),
        ("YUV4MPEG2 W0 H48 F25:1", "clip.y4m: W0 is not a positive number"),
        ("YUV4MPEG2 W64 H48 F25:0", "clip.y4m: F25:0 is not a frame rate such as F30:1"),
        ("YUV4MPEG2 W64 H48 F25:1 It", "clip.y4m: interlaced video (It) is not supported"),
        ("YUV4MPEG2 W64 H48 F25:1 C420p10",
         "clip.y4m: Y4M colour space 420p10 is not supported (mono, 420jpeg, 420mpeg2, 420paldv, 422, 444)"),
        ("YUV4MPEG2 W100000 H100000 F25:1", "clip.y4m: frame size 100000×100000 is not usable"),
        ("YUV4MPEG2 W64 H48 F25:1 C\u{1B}[2J", "clip.y4m: Y4M colour space \\u{1B}[2J is not supported (mono, 420jpeg, 420mpeg2, 420paldv, 422, 444)"),
    ])
    func errors(text: String, message: String) {
        #expect(throws: CameraError.self) { try header(text) }
        do {
            _ = try header(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
