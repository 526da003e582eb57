/// One frame size a camera offers for a format, with its frame rates.
///
/// ```swift
/// let size = V4L2SizeDescription(width: 1280, height: 720, framesPerSecond: [30, 15])
/// print(size)   // 1280×720 at 30, 15 fps
/// ```
public struct V4L2SizeDescription: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Frames per second, fastest first; for a driver that gives a range of rates, the fastest
    /// and the slowest; empty when the driver does not say.
    public var framesPerSecond: [Double]

    /// A size with its rates.
    public init(width: Int, height: Int, framesPerSecond: [Double]) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }

    /// For example `1280×720 at 30, 15 fps`.
    public var description: String {
        let size = "\(width)×\(height)"
        guard !framesPerSecond.isEmpty else { return size }
        return size + " at " + framesPerSecond.map(V4L2Rate.text).joined(separator: ", ") + " fps"
    }
}
