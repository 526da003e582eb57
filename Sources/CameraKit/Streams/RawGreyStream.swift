import RasterKit

/// Headerless 8-bit luma frames of a known size, one after another, from a file or standard
/// input (`ffmpeg -f rawvideo -pix_fmt gray`); each frame's time comes from `framesPerSecond`.
///
/// ```swift
/// let source = try RawGreyStream(path: "-", width: 1280, height: 720, framesPerSecond: 30)
/// ```
public final class RawGreyStream: FrameSource {
    /// The file, or `standard input`.
    public var name: String { bytes.name }
    /// A file or pipe is read as fast as the loop asks.
    public let isLive = false
    /// Frame width in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// The rate the frames were taken at, which gives their stream times.
    public let framesPerSecond: Double
    private let bytes: ByteStream
    private var nextIndex = 0

    /// Frames of `width` × `height` from `path` (`-` for standard input) at `framesPerSecond`.
    public init(path: String, width: Int, height: Int, framesPerSecond: Double = 30) throws(CameraError) {
        let source = path == "-" ? "standard input" : path
        try StreamFrameLimits.checkSize(width: width, height: height, source: source)
        try StreamFrameLimits.checkRate(framesPerSecond, source: source)
        bytes = try ByteStream(path: path)
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }

    /// The next frame; `nil` at the end of the stream, an error when it ends inside a frame.
    public func nextFrame() throws(CameraError) -> Frame? {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let count = try bytes.read(into: &pixels)
        if count == 0 { return nil }
        guard count == pixels.count, let image = GrayImage(width: width, height: height, pixels: pixels) else {
            throw .truncatedFrame(source: name, frame: nextIndex, bytes: count, expected: pixels.count)
        }
        let frame = Frame(image: image, index: nextIndex, time: .seconds(Double(nextIndex) / framesPerSecond))
        nextIndex += 1
        return frame
    }
}
