/// The frame intervals a device offers for one format and size (`VIDIOC_ENUM_FRAMEINTERVALS`).
enum V4L2IntervalOptions: Sendable, Hashable {
    /// A list of intervals (`V4L2_FRMIVAL_TYPE_DISCRETE`).
    case discrete([V4L2FrameInterval])
    /// Any interval from `fastest` to `slowest` (`STEPWISE` or `CONTINUOUS`).
    case range(fastest: V4L2FrameInterval, slowest: V4L2FrameInterval)
    /// The driver does not say.
    case unknown

    /// The shortest interval, or `nil` when the driver does not say.
    var fastest: V4L2FrameInterval? {
        switch self {
        case let .discrete(intervals):
            return intervals.reduce(nil) { best, next in
                guard let best else { return next }
                return next.isFaster(than: best) ? next : best
            }
        case let .range(fastest, _): return fastest
        case .unknown: return nil
        }
    }

    /// Frames per second, fastest first: every rate of a list, both ends of a range.
    var framesPerSecond: [Double] {
        switch self {
        case let .discrete(intervals):
            return intervals.map(\.framesPerSecond).sorted(by: >)
        case let .range(fastest, slowest):
            return fastest == slowest ? [fastest.framesPerSecond] : [fastest.framesPerSecond, slowest.framesPerSecond]
        case .unknown: return []
        }
    }
}
