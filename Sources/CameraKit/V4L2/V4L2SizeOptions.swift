/// The frame sizes a device offers for one format (`VIDIOC_ENUM_FRAMESIZES`).
enum V4L2SizeOptions: Sendable, Hashable {
    /// A list of sizes (`V4L2_FRMSIZE_TYPE_DISCRETE`).
    case discrete([V4L2FrameSize])
    /// Any size in a range (`STEPWISE`, or `CONTINUOUS` with steps of one).
    case range(V4L2SizeRange)
    /// The driver does not enumerate sizes; `VIDIOC_S_FMT` will say what it can do.
    case unknown

    /// The sizes worth trying for `requested`: all of a list; from a range the nearest size and
    /// both ends; `requested` itself when the driver does not say.
    func candidates(near requested: V4L2FrameSize) -> [V4L2FrameSize] {
        switch self {
        case let .discrete(sizes): return sizes
        case let .range(range):
            var sizes: [V4L2FrameSize] = []
            for size in [range.nearest(to: requested), range.maximum, range.minimum] where !sizes.contains(size) {
                sizes.append(size)
            }
            return sizes
        case .unknown: return [requested]
        }
    }
}
