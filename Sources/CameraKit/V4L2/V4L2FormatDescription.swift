/// One pixel format a camera offers, with its sizes and rates, as `shelfscan devices` shows it.
///
/// ```swift
/// for format in camera.formats where format.isReadable { print(format.fourcc, format.sizes.count) }
/// ```
public struct V4L2FormatDescription: Sendable, Hashable, Codable {
    /// The four-character code, e.g. `MJPG`.
    public var fourcc: String
    /// The driver's name for it, e.g. `Motion-JPEG`.
    public var name: String
    /// Whether ShelfScan reads this format (GREY, YUYV, MJPEG or JPEG).
    public var isReadable: Bool
    /// The sizes offered; for a range, its smallest and largest size.
    public var sizes: [V4L2SizeDescription]
    /// The range of sizes, for a driver that offers any size in a range rather than a list.
    public var sizeRange: V4L2SizeRange?

    /// A format description.
    public init(fourcc: String, name: String, isReadable: Bool, sizes: [V4L2SizeDescription],
                sizeRange: V4L2SizeRange? = nil) {
        self.fourcc = fourcc
        self.name = name
        self.isReadable = isReadable
        self.sizes = sizes
        self.sizeRange = sizeRange
    }
}
