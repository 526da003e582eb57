import Foundation

/// A `LoopbackServer`, `SilentListener` or `ClosedLoopbackPort` could not start.
public enum LoopbackServerError: Error, CustomStringConvertible {
    /// The server never reported a listening port.
    case notListening
    /// A socket call failed with the system's error number.
    case socket(call: String, errno: Int32)

    /// What went wrong.
    public var description: String {
        switch self {
        case .notListening: return "the loopback server did not start listening on 127.0.0.1"
        case let .socket(call, errno): return "\(call) on 127.0.0.1: \(String(cString: strerror(errno)))"
        }
    }
}
