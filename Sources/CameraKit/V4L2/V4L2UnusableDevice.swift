/// A video node that looked like a camera but could not be asked (no permission, busy, failed).
///
/// ```swift
/// for node in list.unusable { print("\(node.path): \(node.reason)") }
/// ```
public struct V4L2UnusableDevice: Sendable, Hashable, Codable {
    /// The device node.
    public var path: String
    /// What went wrong, as a sentence naming the device and the call.
    public var reason: String

    /// An unusable node.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
