import CV4L2

/// The time between two frames as V4L2 gives it, a fraction of a second (`v4l2_fract`).
struct V4L2FrameInterval: Sendable, Hashable {
    /// Seconds, numerator.
    var numerator: UInt32
    /// Seconds, denominator.
    var denominator: UInt32

    /// `nil` for a fraction with a zero on either side, which drivers use for "unknown".
    init?(numerator: UInt32, denominator: UInt32) {
        guard numerator > 0, denominator > 0 else { return nil }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The interval of a `v4l2_fract`, `nil` when either side is zero.
    init?(_ fraction: v4l2_fract) {
        self.init(numerator: fraction.numerator, denominator: fraction.denominator)
    }

    /// The interval as a `v4l2_fract`.
    var fraction: v4l2_fract { v4l2_fract(numerator: numerator, denominator: denominator) }

    /// Frames per second, e.g. 29.97 for 1001/30000.
    var framesPerSecond: Double { Double(denominator) / Double(numerator) }

    /// The interval as a duration, for a stream whose driver gives no usable timestamps.
    var duration: Duration {
        .nanoseconds(Int64(UInt64(numerator) * 1_000_000_000 / UInt64(denominator)))
    }

    /// Whether `self` is a shorter interval (a faster rate) than `other`, compared exactly.
    func isFaster(than other: V4L2FrameInterval) -> Bool {
        UInt64(numerator) * UInt64(other.denominator) < UInt64(other.numerator) * UInt64(denominator)
    }
}
