import CV4L2

/// What `VIDIOC_QUERYCAP` says about a device node.
struct V4L2Capability: Sendable, Hashable {
    var driver: String
    var card: String
    var bus: String
    /// The capabilities of this node: `device_caps` when the driver fills it in
    /// (`V4L2_CAP_DEVICE_CAPS`), since `capabilities` covers every node of the physical device
    /// and a webcam's metadata node would otherwise pass for a capture node.
    var nodeCapabilities: UInt32

    init(_ raw: v4l2_capability) {
        driver = Self.text(raw.driver)
        card = Self.text(raw.card)
        bus = Self.text(raw.bus_info)
        let hasDeviceCaps = raw.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0
        nodeCapabilities = hasDeviceCaps ? raw.device_caps : raw.capabilities
    }

    /// Whether the node captures single-planar video and streams it through buffers.
    var canStreamCaptures: Bool {
        let needed = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
        return nodeCapabilities & needed == needed
    }

    /// Asks the device.
    static func query(_ device: V4L2Device) throws(CameraError) -> V4L2Capability {
        var raw = v4l2_capability()
        try device.control("VIDIOC_QUERYCAP", cv4l2_querycap, &raw)
        return V4L2Capability(raw)
    }

    /// A fixed-size C string field: up to the first NUL, and never past the field's end even
    /// when a driver fills it completely.
    static func text<Field>(_ field: Field) -> String {
        withUnsafeBytes(of: field) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
