/// The figures of `ClipBenchmark`: loop speed without and with a code in view, and how soon
/// and how correctly codes fire on the project's clips.
public struct ClipBenchmarkResult: Sendable, Hashable, Codable {
    /// Frames per second through the whole loop on 1280×720 frames of an empty desk.
    public var emptyFramesPerSecond: Double
    /// Frames per second with one book held in view.
    public var bookFramesPerSecond: Double
    /// Median frames from a code settling in view to its event, over every clip.
    public var medianDelayFrames: Double
    /// The longest such delay.
    public var maxDelayFrames: Int
    /// Each clip's events.
    public var clips: [ClipReport]
    /// Whether the speed and delay targets are met and every clip fired exactly what it should.
    public var passed: Bool

    /// At least 60 frames per second with no code in view.
    public static let emptyTarget = 60.0
    /// At least 30 frames per second with one in view.
    public static let bookTarget = 30.0
    /// A median delay of at most 3 frames.
    public static let delayTarget = 3.0

    /// The figures measured; `passed` is worked out from them and the targets.
    public init(emptyFramesPerSecond: Double, bookFramesPerSecond: Double, medianDelayFrames: Double,
                maxDelayFrames: Int, clips: [ClipReport]) {
        self.emptyFramesPerSecond = emptyFramesPerSecond
        self.bookFramesPerSecond = bookFramesPerSecond
        self.medianDelayFrames = medianDelayFrames
        self.maxDelayFrames = maxDelayFrames
        self.clips = clips
        passed = emptyFramesPerSecond >= Self.emptyTarget && bookFramesPerSecond >= Self.bookTarget
            && medianDelayFrames <= Self.delayTarget && clips.allSatisfy(\.correct)
    }
}
