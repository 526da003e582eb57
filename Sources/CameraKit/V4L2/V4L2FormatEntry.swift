/// One pixel format a device offers (`VIDIOC_ENUM_FMT`) with the sizes it offers it in.
struct V4L2FormatEntry: Sendable, Hashable {
    var fourcc: V4L2FourCC
    /// The driver's name for it, e.g. `Motion-JPEG`.
    var name: String
    var sizes: V4L2SizeOptions
}
