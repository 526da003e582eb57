/// The figures of `StationBenchmark`, clip by clip.
public struct StationBenchmarkResult: Sendable, Hashable, Codable {
    /// Each clip's figures.
    public var clips: [StationClipFigures]
    /// Whether every clip fired what it shows and the station loop kept up with a camera.
    public var passed: Bool

    /// At least 30 frames per second through the station loop on every clip: a 30 fps webcam's
    /// every frame is read, so a book or card fires within the scan loop's three frames.
    public static let target = 30.0

    /// The figures measured; `passed` is worked out from them.
    public init(clips: [StationClipFigures]) {
        self.clips = clips
        passed = clips.allSatisfy { $0.correct && $0.stationFramesPerSecond >= Self.target }
    }
}

/// One clip through both loops.
public struct StationClipFigures: Sendable, Hashable, Codable {
    /// What the clip shows.
    public var clip: String
    /// Frames per second of the scan loop (books only), the median of the plays.
    public var scanFramesPerSecond: Double
    /// Frames per second of the station loop (books and cards).
    public var stationFramesPerSecond: Double
    /// Books the station loop fired on its last play.
    public var booksFired: Int
    /// Cards the station loop fired on its last play.
    public var cardsFired: Int
    /// Whether those were what the clip shows (one book, one card, or none).
    public var correct: Bool

    /// The figures of one clip.
    public init(clip: String, scanFramesPerSecond: Double, stationFramesPerSecond: Double, booksFired: Int, cardsFired: Int,
                correct: Bool) {
        self.clip = clip
        self.scanFramesPerSecond = scanFramesPerSecond
        self.stationFramesPerSecond = stationFramesPerSecond
        self.booksFired = booksFired
        self.cardsFired = cardsFired
        self.correct = correct
    }

    /// The station loop's speed as a share of the scan loop's.
    public var ratio: Double { stationFramesPerSecond / scanFramesPerSecond }
}
