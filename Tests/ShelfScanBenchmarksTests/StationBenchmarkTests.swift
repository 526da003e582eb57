import ShelfScanBenchmarks
import Testing

@Suite("bench station's verdict")
struct StationBenchmarkTests {
    private static func figures(_ clip: String, station: Double, correct: Bool = true) -> StationClipFigures {
        StationClipFigures(clip: clip, scanFramesPerSecond: 200, stationFramesPerSecond: station, booksFired: 0, cardsFired: 0,
                           correct: correct)
    }

    @Test("passes only when every clip fired exactly what it shows at 30 frames a second or more")
    func verdict() {
        #expect(StationBenchmarkResult(clips: [Self.figures("empty", station: 30), Self.figures("book", station: 45)]).passed)
        #expect(!StationBenchmarkResult(clips: [Self.figures("empty", station: 29.9), Self.figures("book", station: 45)]).passed)
        #expect(!StationBenchmarkResult(clips: [Self.figures("card", station: 60, correct: false)]).passed)
        #expect(Self.figures("empty", station: 50).ratio == 0.25)
    }
}
