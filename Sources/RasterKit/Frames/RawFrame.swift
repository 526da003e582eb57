/// A camera frame as the camera gave it: bytes in one of the `PixelFormat` layouts, with its size
/// and row stride, not yet turned into luma.
///
/// ```swift
/// let frame = RawFrame(bytes: buffer, format: .yuyv, width: 1280, height: 720)
/// let image = try GrayImage(frame)
/// ```
public struct RawFrame: Sendable, Equatable {
    /// The frame's bytes.
    public var bytes: [UInt8]
    /// How the bytes lay out the pixels.
    public var format: PixelFormat
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes from one row to the next; `nil` when rows are packed.
    public var bytesPerRow: Int?

    /// A frame of `width` × `height` pixels in `format`.
    public init(bytes: [UInt8], format: PixelFormat, width: Int, height: Int, bytesPerRow: Int? = nil) {
        self.bytes = bytes
        self.format = format
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}

extension GrayImage {
    /// The frame's luma; `FrameError` when its size, stride and bytes do not fit together.
    public init(_ frame: RawFrame) throws(FrameError) {
        try self.init(frame: frame.bytes, format: frame.format, width: frame.width, height: frame.height,
                      bytesPerRow: frame.bytesPerRow)
    }
}
