/// A frame size in pixels.
///
/// ```swift
/// let size = V4L2FrameSize(width: 1280, height: 720)
/// print(size)   // 1280×720
/// ```
public struct V4L2FrameSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// 1280×720, the size a desk webcam sees a book's barcode well at.
    public static let hd720 = V4L2FrameSize(width: 1280, height: 720)

    /// `width * height`.
    public var pixelCount: Int { width * height }

    /// Width over height; 0 for a size without height.
    var aspect: Double { height > 0 ? Double(width) / Double(height) : 0 }

    /// For example `1280×720`.
    public var description: String { "\(width)×\(height)" }
}
