/// What a camera streams, as the driver set it (it may have adjusted the request).
///
/// ```swift
/// let camera = try V4L2Camera(device: "/dev/video0")
/// print(camera.format)   // MJPG 1280×720 at 30 fps
/// ```
public struct V4L2StreamFormat: Sendable, Hashable, CustomStringConvertible {
    /// The pixel format the driver set.
    public var fourcc: V4L2FourCC
    /// The frame size the driver set.
    public var size: V4L2FrameSize
    /// Bytes from one row to the next in a raw (GREY, YUYV) buffer; 0 for MJPEG.
    public var bytesPerLine: Int
    /// The most bytes one frame takes (`sizeimage`).
    public var imageSize: Int
    /// The frame rate set with `VIDIOC_S_PARM`, or offered; `nil` when the driver does not say.
    public var framesPerSecond: Double?

    /// How the camera reads the buffers.
    var readable: V4L2ReadableFormat
    /// The time between frames, for streams whose driver gives no usable timestamps.
    var interval: V4L2FrameInterval?

    /// For example `MJPG 1280×720 at 30 fps`.
    public var description: String {
        let rate = framesPerSecond.map { " at \(V4L2Rate.text($0)) fps" } ?? ""
        return "\(fourcc) \(size)\(rate)"
    }
}
