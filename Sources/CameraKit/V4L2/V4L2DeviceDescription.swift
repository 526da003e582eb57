/// A camera as `shelfscan devices` lists it: where it is, what it is, and every format, size
/// and frame rate it offers.
///
/// ```swift
/// let camera = try V4L2DeviceDescription(device: "/dev/video0")
/// print(camera)
/// // /dev/video0: HD Pro Webcam C920 (uvcvideo, usb-0000:00:14.0-1)
/// //   YUYV (YUYV 4:2:2): 640×480 at 30, 15 fps; 1280×720 at 10, 5 fps
/// //   MJPG (Motion-JPEG): 1280×720 at 30, 15 fps
/// ```
public struct V4L2DeviceDescription: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The device node, e.g. `/dev/video0`.
    public var path: String
    /// The camera's name, e.g. `HD Pro Webcam C920`.
    public var card: String
    /// The kernel driver, e.g. `uvcvideo`.
    public var driver: String
    /// Where it is attached, e.g. `usb-0000:00:14.0-1`.
    public var bus: String
    /// The formats it offers, in the driver's order.
    public var formats: [V4L2FormatDescription]

    /// A description.
    public init(path: String, card: String, driver: String, bus: String, formats: [V4L2FormatDescription]) {
        self.path = path
        self.card = card
        self.driver = driver
        self.bus = bus
        self.formats = formats
    }

    /// Asks the device at `device` what it is and offers, without streaming.
    ///
    /// - Throws: `deviceUnavailable` when it cannot be opened, `notACaptureDevice` for a node
    ///   that does not stream video captures (a webcam's metadata node), `deviceCall`.
    public init(device path: String, calls: any VideoDeviceCalls = SystemVideoDeviceCalls()) throws(CameraError) {
        let device = try V4L2Device.open(path, calls: calls)
        defer { device.close() }
        let capability = try V4L2Capability.query(device)
        guard capability.canStreamCaptures else {
            throw .notACaptureDevice(device: path, driver: capability.driver)
        }
        var formats: [V4L2FormatDescription] = []
        for entry in try device.formats() {
            formats.append(try Self.describe(entry, device))
        }
        self.init(path: path, card: capability.card, driver: capability.driver, bus: capability.bus,
                  formats: formats)
    }

    /// Whether ShelfScan can read any of the formats.
    public var isUsable: Bool { formats.contains(where: \.isReadable) }

    /// A header line, then one line per format.
    public var description: String {
        var lines = ["\(path): \(card) (\(driver), \(bus))"]
        for format in formats {
            let sizes = format.sizes.map(\.description).joined(separator: "; ")
            let range = format.sizeRange.map { " (any size \($0))" } ?? ""
            let unread = format.isReadable ? "" : " [not read by ShelfScan]"
            lines.append("  \(format.fourcc) (\(format.name)): \(sizes.isEmpty ? "sizes not listed" : sizes)\(range)\(unread)")
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ entry: V4L2FormatEntry,
                                 _ device: V4L2Device) throws(CameraError) -> V4L2FormatDescription {
        var sizes: [V4L2SizeDescription] = []
        var range: V4L2SizeRange?
        let listed: [V4L2FrameSize]
        switch entry.sizes {
        case let .discrete(all): listed = all
        case let .range(sizeRange):
            range = sizeRange
            listed = sizeRange.minimum == sizeRange.maximum ? [sizeRange.minimum] : [sizeRange.minimum, sizeRange.maximum]
        case .unknown: listed = []
        }
        for size in listed {
            let rates = try device.frameIntervals(entry.fourcc, size).framesPerSecond
            sizes.append(V4L2SizeDescription(width: size.width, height: size.height, framesPerSecond: rates))
        }
        return V4L2FormatDescription(fourcc: entry.fourcc.description, name: entry.name,
                                     isReadable: V4L2ReadableFormat(entry.fourcc) != nil, sizes: sizes,
                                     sizeRange: range)
    }
}
