import BarcodeKit
import CameraKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("The station loop: books and cards, each confirmed apart")
struct StationLoopTests {
    private static let book = "9780441172719"

    /// Plays `clip` through the station loop; returns every frame's outcome.
    private func frames(of clip: StationClip) throws -> [StationFrame] {
        let url = try StreamFiles().folder.appendingPathComponent("station.y4m")
        try clip.write(to: url)
        var frames: [StationFrame] = []
        let summary = try StationLoop().run(try Y4MStream(path: url.path)) { frames.append($0) }
        #expect(summary.framesScanned == clip.shots.count && summary.framesDropped == 0)
        #expect(summary.events == frames.reduce(0) { $0 + $1.books.count + $1.cards.count })
        return frames
    }

    @Test("a card fires once as a card and a book once as a book, each on its third frame, whoever else is in view")
    func cardsAndBooks() throws {
        let card = try CardPictures.draw(.codabar, "A12345B", module: 2, height: 50)
        let cover = try ClipBook(number: Self.book, moduleWidth: 2)
        var clip = StationClip()
        clip.add(5)
        clip.add(10, card: card)
        clip.add(10, card: card, book: cover)
        clip.add(15)
        clip.add(5, card: card)
        let frames = try frames(of: clip)
        #expect(frames.map(\.index) == Array(0..<clip.shots.count))
        #expect(frames[3].time == .milliseconds(300))
        let cards = frames.flatMap { frame in frame.cards.map { (frame.index, $0.reading.text, $0.reading.symbology) } }
        #expect(cards.map(\.0) == [7, 42] && cards.allSatisfy { $0.1 == "A12345B" && $0.2 == .codabar })
        let books = frames.flatMap { frame in frame.books.map { (frame.index, $0.barcode.gtin13) } }
        #expect(books.map(\.0) == [17] && books.map(\.1) == [Self.book])
    }

    @Test("a card confirmation fires a card once per showing and forgets it after the re-arm time")
    func cardConfirmation() {
        var confirmation = CardConfirmation()
        let reading = CardReading(symbology: .code39, text: "LC-0042", bounds: BoundingBox(x: 0, y: 0, width: 10, height: 10))
        let image = GrayImage(width: 2, height: 2)
        func shown(_ index: Int, _ cards: [CardReading]) -> [Int] {
            confirmation.events(reading: cards, on: Frame(image: image, index: index, time: .milliseconds(100 * index)))
                .map(\.frameIndex)
        }
        let fired = (0..<40).flatMap { index in shown(index, (0..<10).contains(index) || index >= 25 ? [reading, reading] : []) }
        #expect(fired == [2, 27])
        var other = reading
        other.symbology = .code128
        #expect(shown(40, [other]) + shown(41, [other]) + shown(42, [other]) == [42])
    }
}
