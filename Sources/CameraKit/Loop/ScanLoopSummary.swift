/// What a scan loop did, for the line printed when it ends.
///
/// ```swift
/// let summary = try loop.run(source) { _ in }
/// print("\(summary.framesScanned) frames, \(summary.events) codes")
/// ```
public struct ScanLoopSummary: Sendable, Hashable, Codable {
    /// Frames scanned.
    public var framesScanned = 0
    /// Frames dropped because newer ones arrived before the loop was ready.
    public var framesDropped = 0
    /// Events fired.
    public var events = 0
    /// Stream time of the last frame scanned.
    public var streamSeconds = 0.0
    /// Whether the loop ended because a stop was requested, not at the end of the stream.
    public var stopped = false

    /// An empty summary.
    public init() {}
}
