import CameraKit
import Foundation
import ShelfScanTestSupport

/// What reading cards costs a station: the station loop (books and cards on every frame) against
/// the scan loop (books only) on the same 1280×720 clips, played alternately on one thread, and
/// what the station loop fires on each.
///
/// ```swift
/// let result = try StationBenchmark().run(folder: "/tmp")
/// print(result.clips.map(\.stationFramesPerSecond))
/// ```
public struct StationBenchmark: Sendable {
    /// How many times each clip is played through each loop; medians are reported.
    public var repetitions: Int

    /// A benchmark playing each clip `repetitions` times through each loop.
    public init(repetitions: Int = 3) {
        self.repetitions = max(1, repetitions)
    }

    /// Draws the clips under `folder` (removed afterwards) and measures.
    public func run(folder: String) throws -> StationBenchmarkResult {
        let book = try ClipBook(number: DeskClip.firstNumber)
        let card = try CardPictures.draw(.codabar, "A12345678B", module: 3, height: 90)
        var empty = StationClip(width: 1280, height: 720, framesPerSecond: 30)
        var booked = empty, carded = empty
        empty.add(90)
        booked.add(90, book: book)
        carded.add(90, card: card)
        return StationBenchmarkResult(clips: [
            try measure(empty, named: "empty desk", books: 0, cards: 0, folder: folder),
            try measure(booked, named: "a book held still", books: 1, cards: 0, folder: folder),
            try measure(carded, named: "a card held still", books: 0, cards: 1, folder: folder),
        ])
    }

    /// Both loops over `clip`, alternating; it should fire `expectedBooks` and `expectedCards`.
    private func measure(_ clip: StationClip, named name: String, books expectedBooks: Int, cards expectedCards: Int,
                         folder: String) throws -> StationClipFigures {
        let path = (folder as NSString).appendingPathComponent("shelfscan-station-\(UUID().uuidString).gray")
        var bytes: [UInt8] = []
        for index in clip.shots.indices { bytes += clip.frame(index).packed().pixels }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        func source() throws -> RawGreyStream {
            try RawGreyStream(path: path, width: clip.width, height: clip.height, framesPerSecond: Double(clip.framesPerSecond))
        }
        var scanRates: [Double] = [], stationRates: [Double] = []
        var books = 0, cards = 0
        for _ in 0..<repetitions {
            var start = ContinuousClock.now
            let scanned = try ScanLoop().run(try source()) { _ in }
            scanRates.append(Double(scanned.framesScanned) / (ContinuousClock.now - start).seconds)
            (books, cards) = (0, 0)
            start = ContinuousClock.now
            let watched = try StationLoop().run(try source()) { frame in
                books += frame.books.count
                cards += frame.cards.count
            }
            stationRates.append(Double(watched.framesScanned) / (ContinuousClock.now - start).seconds)
        }
        return StationClipFigures(clip: name, scanFramesPerSecond: scanRates.sorted()[scanRates.count / 2],
                                  stationFramesPerSecond: stationRates.sorted()[stationRates.count / 2],
                                  booksFired: books, cardsFired: cards,
                                  correct: books == expectedBooks && cards == expectedCards)
    }
}
