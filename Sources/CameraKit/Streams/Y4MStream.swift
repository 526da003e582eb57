import RasterKit

/// Frames of a YUV4MPEG2 stream, from a file or standard input: what `ffmpeg -f yuv4mpegpipe`
/// writes. Each frame's luma plane becomes the frame; its time comes from the header's rate.
///
/// ```swift
/// let source = try Y4MStream(path: "desk.y4m")        // or "-" for standard input
/// while let frame = try source.nextFrame() { print(frame.index, frame.time) }
/// ```
public final class Y4MStream: FrameSource {
    /// The file, or `standard input`.
    public var name: String { bytes.name }
    /// A file is read as fast as the loop asks.
    public let isLive = false
    /// What the stream's header says.
    public let header: Y4MHeader
    private let bytes: ByteStream
    private var nextIndex = 0

    /// The longest header or `FRAME` line read: real ones are under 100 bytes.
    static let lineLimit = 4096

    /// Opens the stream at `path` (`-` for standard input) and reads its header.
    public init(path: String) throws(CameraError) {
        bytes = try ByteStream(path: path)
        guard let line = try bytes.line(limit: Self.lineLimit) else {
            throw .badStreamHeader(source: bytes.name, reason: "the stream is empty")
        }
        header = try Y4MHeader(line: line, source: bytes.name)
    }

    /// The next frame's luma; `nil` at the end of the stream.
    public func nextFrame() throws(CameraError) -> Frame? {
        guard let marker = try bytes.line(limit: Self.lineLimit) else { return nil }
        guard marker.starts(with: Array("FRAME".utf8)) else { throw .badFrameMarker(source: name, frame: nextIndex) }
        var pixels = [UInt8](repeating: 0, count: header.width * header.height)
        let luma = try bytes.read(into: &pixels)
        let chroma = header.colourSpace.chromaBytes(width: header.width, height: header.height)
        let rest = luma == pixels.count ? try bytes.skip(chroma) : 0
        guard luma + rest == header.frameBytes else {
            throw .truncatedFrame(source: name, frame: nextIndex, bytes: luma + rest, expected: header.frameBytes)
        }
        guard let image = GrayImage(width: header.width, height: header.height, pixels: pixels) else {
            throw .invalidFrameSize(source: name, width: header.width, height: header.height)
        }
        let frame = Frame(image: image, index: nextIndex, time: header.time(ofFrame: nextIndex))
        nextIndex += 1
        return frame
    }
}
