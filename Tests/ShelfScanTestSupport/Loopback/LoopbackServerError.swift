/// A `LoopbackServer` could not start.
public enum LoopbackServerError: Error, CustomStringConvertible {
    /// The server never reported a listening port.
    case notListening

    /// What went wrong.
    public var description: String {
        "the loopback server did not start listening on 127.0.0.1"
    }
}
