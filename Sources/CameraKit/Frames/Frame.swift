import RasterKit

/// One video frame as luma, with its place in the stream.
///
/// `time` is the stream's own clock (the driver's timestamp, or the frame rate of a file),
/// counted from the stream's first frame, so that what the scan loop decides never depends on
/// how fast the machine is.
///
/// ```swift
/// let frame = Frame(image: image, index: 0, time: .zero)
/// ```
public struct Frame: Sendable {
    /// The frame's 8-bit luma.
    public var image: GrayImage
    /// The frame's 0-based position in the stream; frames the loop drops still take a number.
    public var index: Int
    /// Stream time of the frame, from the stream's first frame.
    public var time: Duration

    /// A frame of `image` at position `index` and stream time `time`.
    public init(image: GrayImage, index: Int, time: Duration) {
        self.image = image
        self.index = index
        self.time = time
    }
}
