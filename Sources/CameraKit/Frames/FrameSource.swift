/// Where frames come from: a webcam, a Y4M stream, raw GREY frames, a folder of images.
///
/// A source is used by one thread at a time: the scan loop reads a live source on a capture
/// thread of its own, and a file source on the loop's thread. `nextFrame()` blocks until a frame
/// arrives and returns `nil` at the end of the stream; a camera's stream never ends by itself.
///
/// ```swift
/// let source = try Y4MStream(path: "desk.y4m")
/// while let frame = try source.nextFrame() { print(frame.index, frame.time) }
/// ```
public protocol FrameSource: AnyObject {
    /// The source as the user named it, for messages: `/dev/video0`, `desk.y4m`, `standard input`.
    var name: String { get }
    /// Whether frames arrive at the pace of the world (a camera) rather than as fast as they are
    /// read (a file): a loop that falls behind a live source drops frames instead of queuing them.
    var isLive: Bool { get }
    /// The next frame, waiting for it; `nil` once the stream has ended.
    func nextFrame() throws(CameraError) -> Frame?
}
