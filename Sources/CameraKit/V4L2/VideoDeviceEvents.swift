#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `revents` bits `poll` reported for a video device.
///
/// ```swift
/// let events: VideoDeviceEvents = [.readable]
/// print(events.contains(.error))   // false
/// ```
public struct VideoDeviceEvents: OptionSet, Sendable, Hashable {
    /// The raw `revents` value.
    public var rawValue: Int16

    /// Events from a raw `revents` value.
    public init(rawValue: Int16) {
        self.rawValue = rawValue
    }

    /// `POLLIN`: a filled buffer can be dequeued.
    public static let readable = VideoDeviceEvents(rawValue: Int16(POLLIN))
    /// `POLLERR`: the device is not streaming or has failed.
    public static let error = VideoDeviceEvents(rawValue: Int16(POLLERR))
    /// `POLLHUP`: the device went away.
    public static let hangUp = VideoDeviceEvents(rawValue: Int16(POLLHUP))
    /// `POLLNVAL`: the descriptor is not open.
    public static let invalid = VideoDeviceEvents(rawValue: Int16(POLLNVAL))

    /// Whether any of the failure bits is set, which after unplugging is all a device reports.
    public var isFailure: Bool { !isDisjoint(with: [.error, .hangUp, .invalid]) }
}
