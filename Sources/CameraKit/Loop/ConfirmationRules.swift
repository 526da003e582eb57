/// When a code seen in video counts as shown, and when it may count again.
///
/// A code fires once it is read on `sightings` frames within `window` of stream time; it fires
/// again only after `rearm` of stream time in which it was not read at all.
///
/// Why 3 frames within 1 s and a re-arm of 1 s (`shelfscan bench frames`, `bench misreads --mode fast`):
/// - Fast mode misreads 6.3 of 1,000 hard frames (1.4% of its reads): with one sighting each of
///   those would hand over or return the wrong book. Three agreeing frames cost 2 frames of delay
///   (67 ms at 30 fps) on every drawn clip; four would cost 3, the most the delay target allows,
///   with no room for a frame that fails to read.
/// - A quick sideways sweep keeps the code readable on 5 frames (0.17 s) and fires on the third;
///   a window of 1 s also lets a book held unsteadily, read on only some frames, gather its three.
/// - A hand over the code hides it for about 0.3 s: a re-arm of 1 s is over three times that,
///   and short enough that a second copy of the same book shown a second after the first counts.
///
/// ```swift
/// var rules = ConfirmationRules()
/// rules.sightings = 2   // quicker, for a camera that reads every frame
/// ```
public struct ConfirmationRules: Sendable, Hashable {
    /// Frames with the same number needed before it fires.
    public var sightings: Int
    /// The span of stream time those frames must fall in.
    public var window: Duration
    /// Stream time a fired code must stay unread before it can fire again.
    public var rearm: Duration

    /// The given rules; the defaults are the measured ones of `standard`.
    public init(sightings: Int = 3, window: Duration = .seconds(1), rearm: Duration = .seconds(1)) {
        self.sightings = max(1, sightings)
        self.window = window
        self.rearm = rearm
    }

    /// The defaults.
    public static let standard = ConfirmationRules()
}
