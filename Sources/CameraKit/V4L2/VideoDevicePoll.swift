/// What waiting on a video device with `poll` came to.
///
/// ```swift
/// switch try calls.poll(fd, milliseconds: 5000) {
/// case .timedOut: print("no frame")
/// case let .ready(events): print(events.contains(.readable))
/// }
/// ```
public enum VideoDevicePoll: Sendable, Hashable {
    /// The device reported `events` before the timeout.
    case ready(VideoDeviceEvents)
    /// Nothing happened within the timeout.
    case timedOut
}
