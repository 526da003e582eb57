/// What the scan loop did on one clip: the events it fired against those the clip should fire.
public struct ClipReport: Sendable, Hashable, Codable {
    /// The clip, e.g. `a quick sweep`.
    public var clip: String
    /// Frames in the clip.
    public var frames: Int
    /// Frames on which each number was read, by number.
    public var framesRead: [String: Int]
    /// The numbers fired, in order.
    public var fired: [String]
    /// The numbers the clip should fire, in order.
    public var expected: [String]
    /// For each expected event that fired, frames from its code settling in view to the event.
    public var delays: [Int]

    /// Whether exactly the expected numbers fired, as often as expected.
    public var correct: Bool

    /// The report of `clip`; `correct` is worked out from `fired` and `expected`.
    public init(clip: String, frames: Int, framesRead: [String: Int], fired: [String], expected: [String], delays: [Int]) {
        self.clip = clip
        self.frames = frames
        self.framesRead = framesRead
        self.fired = fired
        self.expected = expected
        self.delays = delays
        correct = fired.sorted() == expected.sorted()
    }
}
