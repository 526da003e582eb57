/// How a camera comes back after it was unplugged: it waits `firstDelay`, tries to open the
/// device again, and doubles the wait after each failed try up to `longestDelay`.
///
/// ```swift
/// let camera = try V4L2Camera(device: "/dev/video0", reopen: .standard)   // 0.5 s, 1 s, 2 s … 8 s, forever
/// let patient = V4L2ReopenPolicy(maximumAttempts: 20)
/// ```
public struct V4L2ReopenPolicy: Sendable, Hashable {
    /// The wait before the first try.
    public var firstDelay: Duration
    /// The longest wait between two tries.
    public var longestDelay: Duration
    /// How many tries before giving up with `CameraError.deviceGone`; `nil` tries forever (a
    /// kiosk waits for its camera to come back).
    public var maximumAttempts: Int?

    /// A policy; the defaults wait 0.5 s, 1 s, 2 s, 4 s, then 8 s between tries, forever.
    public init(firstDelay: Duration = .milliseconds(500), longestDelay: Duration = .seconds(8),
                maximumAttempts: Int? = nil) {
        self.firstDelay = firstDelay
        self.longestDelay = longestDelay
        self.maximumAttempts = maximumAttempts
    }

    /// 0.5 s doubling to 8 s, forever.
    public static let standard = V4L2ReopenPolicy()

    /// The wait before try number `attempt` (0 for the first).
    func delay(beforeAttempt attempt: Int) -> Duration {
        var delay = max(firstDelay, .zero)
        for _ in 0..<min(attempt, 62) where delay < longestDelay {
            delay *= 2
        }
        return min(delay, max(longestDelay, firstDelay))
    }
}
