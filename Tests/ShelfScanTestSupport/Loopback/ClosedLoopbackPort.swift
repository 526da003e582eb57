import Foundation

/// A port on 127.0.0.1 where nothing listens: a socket holds it bound but never listens, so no
/// other test can take it and every connection to it is refused at once. Close it at the end,
/// or use `withPort`.
///
/// ```swift
/// try ClosedLoopbackPort.withPort { closed in
///     // http://127.0.0.1:\(closed.port) refuses connections
/// }
/// ```
public final class ClosedLoopbackPort: Sendable {
    private let socket: LoopbackSocket

    /// The port that refuses connections.
    public var port: Int { socket.port }

    /// `http://127.0.0.1:{port}`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Holds a free port without listening on it.
    public init() throws {
        socket = try LoopbackSocket.bound()
    }

    /// Runs `body` with a closed port and frees the port afterwards.
    public static func withPort<Value>(_ body: (ClosedLoopbackPort) async throws -> Value) async throws -> Value {
        let closed = try ClosedLoopbackPort()
        defer { closed.close() }
        return try await body(closed)
    }

    /// Frees the port.
    public func close() {
        socket.close()
    }
}
