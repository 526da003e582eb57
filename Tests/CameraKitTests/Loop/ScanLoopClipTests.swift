import CameraKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("The scan loop on drawn clips")
struct ScanLoopClipTests {
    /// Plays `clip` as a Y4M file through the loop; returns its events.
    private func events(of clip: DeskClip, loop: ScanLoop = ScanLoop()) throws -> [ScanEvent] {
        let path = try StreamFiles().write(clip.y4m(), named: "clip.y4m")
        var events: [ScanEvent] = []
        let summary = try loop.run(try Y4MStream(path: path)) { events.append($0) }
        #expect(summary.framesScanned == clip.frameCount)
        #expect(summary.framesDropped == 0)
        #expect(summary.events == events.count)
        return events
    }

    @Test("each clip fires exactly what it shows, each code once while in view", arguments: [
        "slide in and hold", "hand over the code for 0.3 s", "leaves for 2.5 s and comes back", "two books at once",
        "one after another", "a quick sweep", "a tilted book", "dim, noisy VGA", "an ISBN beside a shop's price code",
        "an empty desk",
    ])
    func clip(named name: String) throws {
        let clip = try #require(try DeskClip.all().first { $0.name == name })
        let events = try events(of: clip)
        #expect(events.map(\.barcode.gtin13).sorted() == clip.expectedEvents.sorted())
        // The k-th event of a number comes within 5 frames of the k-th time its code settles in view.
        for number in Set(clip.expectedEvents) {
            let settled = zip(clip.expectedEvents, clip.settledFrames).filter { $0.0 == number }.map(\.1)
            let fired = events.filter { $0.barcode.gtin13 == number }.map(\.frameIndex)
            for (frame, settledFrame) in zip(fired, settled) {
                #expect(frame < settledFrame + 5, "\(number) fired at \(fired), settled at \(settled)")
            }
        }
    }

    @Test("an event carries the code, its ISBN, the frame index, the stream time and the frame")
    func eventContents() throws {
        let clip = try DeskClip.isbnBesidePriceCode()
        let events = try events(of: clip)
        let isbn = try #require(events.first { $0.barcode.gtin13 == DeskClip.firstNumber })
        #expect(isbn.isbn?.isbn13 == DeskClip.firstNumber)
        #expect(isbn.time == .nanoseconds(Int64(isbn.frameIndex) * 1_000_000_000 / 30))
        #expect(isbn.frame.width == clip.width && isbn.frame.height == clip.height)
        let price = try #require(events.first { $0.barcode.gtin13 == DeskClip.priceCode })
        #expect(price.isbn == nil)
    }

    @Test("the same clip as raw GREY frames and as a folder of images fires the same")
    func otherSources() throws {
        let clip = try DeskClip.oneAfterAnother()
        let files = try StreamFiles()
        let frames = (0..<clip.frameCount).map { clip.frame($0) }
        let raw = try files.write(frames.flatMap { $0.packed().pixels }, named: "clip.gray")
        var rawEvents: [ScanEvent] = []
        _ = try ScanLoop().run(try RawGreyStream(path: raw, width: clip.width, height: clip.height)) { rawEvents.append($0) }
        let folder = try TestPaths.scratchFolder("camera-folder")
        for (index, frame) in frames.enumerated() {
            _ = try BarcodePictures.write(frame, named: "f\(index).png", in: folder)
        }
        var folderEvents: [ScanEvent] = []
        _ = try ScanLoop().run(try ImageFolderSource(path: folder.path)) { folderEvents.append($0) }
        let expected = try events(of: clip).map { [$0.barcode.gtin13, String($0.frameIndex)] }
        #expect(rawEvents.map { [$0.barcode.gtin13, String($0.frameIndex)] } == expected)
        #expect(folderEvents.map { [$0.barcode.gtin13, String($0.frameIndex)] } == expected)
    }

    @Test("a stop request ends the loop before the stream does")
    func stop() throws {
        let clip = try DeskClip.slideInAndHold()
        let path = try StreamFiles().write(clip.y4m(), named: "clip.y4m")
        let stop = ScanLoopStop()
        let summary = try ScanLoop().run(try Y4MStream(path: path), stop: stop) { _ in stop.request() }
        #expect(summary.stopped)
        #expect(summary.framesScanned < clip.frameCount)
    }
}

@Suite("The scan loop as an asynchronous sequence")
struct ScanLoopAsyncTests {
    @Test("the events of a clip arrive in order and the sequence ends with the stream")
    func events() async throws {
        let clip = try DeskClip.oneAfterAnother()
        let path = try StreamFiles().write(clip.y4m(), named: "clip.y4m")
        var numbers: [String] = []
        for try await event in ScanLoop().events(from: try Y4MStream(path: path)) { numbers.append(event.barcode.gtin13) }
        #expect(numbers == [DeskClip.firstNumber, DeskClip.secondNumber])
    }

    @Test("a source's error is thrown to the reader")
    func error() async throws {
        let files = try StreamFiles()
        let path = try files.write(Array("YUV4MPEG2 W4 H2 F30:1 Cmono\nFRAME\n12".utf8), named: "cut.y4m")
        await #expect(throws: CameraError.truncatedFrame(source: path, frame: 0, bytes: 2, expected: 8)) {
            for try await _ in ScanLoop().events(from: try Y4MStream(path: path)) {}
        }
    }
}
