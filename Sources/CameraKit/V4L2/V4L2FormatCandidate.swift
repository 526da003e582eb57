/// One way the camera could stream: a format it reads, at one size, at the fastest rate the
/// driver offers there.
struct V4L2FormatCandidate: Sendable, Hashable {
    var fourcc: V4L2FourCC
    var format: V4L2ReadableFormat
    var size: V4L2FrameSize
    /// `nil` when the driver does not enumerate intervals.
    var fastest: V4L2FrameInterval?
}
