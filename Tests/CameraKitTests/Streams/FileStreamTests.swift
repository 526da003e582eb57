import CameraKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("Y4M, raw GREY and image folders as frame sources")
struct FileStreamTests {
    private static func luma(_ seed: UInt8, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: Int($0) * 7 + Int(seed)) }
    }

    @Test("a 4:2:0 Y4M stream gives each frame's luma, skipping chroma, with times from its rate")
    func y4mFrames() throws {
        let files = try StreamFiles()
        let frames = (0..<3).map { Self.luma(UInt8($0), count: 6 * 4) }
        let path = try files.write(StreamFiles.y4m(width: 6, height: 4, rate: "30000:1001", frames: frames,
                                                   chromaBytes: 2 * 3 * 2), named: "clip.y4m")
        let source = try Y4MStream(path: path)
        var seen: [Frame] = []
        while let frame = try source.nextFrame() { seen.append(frame) }
        #expect(seen.map(\.image.pixels) == frames)
        #expect(seen.map(\.index) == [0, 1, 2])
        #expect(seen[2].time == .nanoseconds(2 * 1_001_000_000 / 30))
        #expect(!source.isLive)
    }

    @Test("a Y4M stream that ends inside a frame, or loses a FRAME marker, is an error naming the frame")
    func y4mDamage() throws {
        let files = try StreamFiles()
        let whole = StreamFiles.y4m(width: 4, height: 2, colourSpace: "mono", frames: [Self.luma(1, count: 8), Self.luma(2, count: 8)],
                                    chromaBytes: 0)
        let cut = try Y4MStream(path: files.write(Array(whole.dropLast(3)), named: "cut.y4m"))
        _ = try cut.nextFrame()
        #expect(throws: CameraError.truncatedFrame(source: files.folder.appendingPathComponent("cut.y4m").path, frame: 1,
                                                   bytes: 5, expected: 8)) { try cut.nextFrame() }
        var marked = whole
        marked[whole.count - 14] = UInt8(ascii: "G")
        let broken = try Y4MStream(path: files.write(marked, named: "marker.y4m"))
        _ = try broken.nextFrame()
        #expect(throws: CameraError.badFrameMarker(source: files.folder.appendingPathComponent("marker.y4m").path, frame: 1)) {
            try broken.nextFrame()
        }
    }

    @Test("a missing or empty stream file is an error naming it")
    func y4mMissing() throws {
        let files = try StreamFiles()
        let missing = files.folder.appendingPathComponent("none.y4m").path
        #expect(throws: CameraError.self) { try Y4MStream(path: missing) }
        do { _ = try Y4MStream(path: missing) } catch { #expect(error.description == "\(missing): No such file or directory") }
        let empty = try files.write([], named: "empty.y4m")
        do { _ = try Y4MStream(path: empty) } catch { #expect(error.description == "\(empty): the stream is empty") }
    }

    @Test("raw GREY frames of a given size, timed by the given rate; a cut last frame is an error")
    func rawFrames() throws {
        let files = try StreamFiles()
        let bytes = Self.luma(3, count: 5 * 3 * 2)
        let source = try RawGreyStream(path: files.write(bytes, named: "clip.gray"), width: 5, height: 3, framesPerSecond: 10)
        let first = try #require(try source.nextFrame())
        let second = try #require(try source.nextFrame())
        #expect(first.image.pixels == Array(bytes[0..<15]) && second.image.pixels == Array(bytes[15..<30]))
        #expect(second.time == .milliseconds(100))
        #expect(try source.nextFrame() == nil)
        let cut = try RawGreyStream(path: files.write(Array(bytes.dropLast()), named: "cut.gray"), width: 5, height: 3)
        _ = try cut.nextFrame()
        #expect(throws: CameraError.self) { try cut.nextFrame() }
        #expect(throws: CameraError.invalidFrameSize(source: "standard input", width: 0, height: 3)) {
            try RawGreyStream(path: "-", width: 0, height: 3)
        }
    }

    @Test("a folder plays its images in name order, numbers compared as numbers")
    func folderFrames() throws {
        let files = try StreamFiles()
        for (index, level) in [(10, 30), (2, 20), (1, 10)] as [(Int, UInt8)] {
            let image = GrayImage(width: 3, height: 2, fill: level)
            _ = try BarcodePictures.write(image, named: "frame\(index).png", in: files.folder)
        }
        try Data("notes".utf8).write(to: files.folder.appendingPathComponent("notes.txt"))
        let source = try ImageFolderSource(path: files.folder.path, framesPerSecond: 2)
        var levels: [UInt8] = []
        var times: [Duration] = []
        while let frame = try source.nextFrame() {
            levels.append(frame.image[0, 0])
            times.append(frame.time)
        }
        #expect(levels == [10, 20, 30])
        #expect(times == [.zero, .milliseconds(500), .seconds(1)])
        let empty = try TestPaths.scratchFolder("camera")
        #expect(throws: CameraError.emptyFolder(path: empty.path)) { try ImageFolderSource(path: empty.path) }
    }
}
