import Foundation
import Glibc

/// A TCP listener on 127.0.0.1 that never accepts a connection and never answers: a service that
/// hangs. Close it at the end, or use `withListener`.
///
/// How a client's connection fares depends on `Connection`, since Linux completes the handshake
/// of a connection that fits in the listener's queue whether or not it is ever accepted:
/// - `.made`: the queue has room, so the connection is made and the request sent, and then no
///   answer comes: the request's deadline must end it.
/// - `.neverMade`: the queue holds no more than one waiting connection (backlog 0) and the
///   listener fills it with one of its own, so the system drops a client's handshake (and its
///   retries) and the connection hangs: the connect timeout must end it.
public final class SilentListener: Sendable {
    /// Whether a client's connection is made.
    public enum Connection: Sendable {
        /// Made; the request then goes unanswered.
        case made
        /// Never made: the connection attempt hangs.
        case neverMade
    }

    private let listener: LoopbackSocket
    private let filler: LoopbackSocket?

    /// The listening port.
    public var port: Int { listener.port }

    /// `http://127.0.0.1:{port}`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// A listener on a free port where a client's connection is made or not, as `connection` says.
    public init(connection: Connection) throws {
        listener = try LoopbackSocket.bound()
        guard listen(listener.descriptor, connection == .made ? 128 : 0) == 0 else {
            let error = errno
            listener.close()
            throw LoopbackServerError.socket(call: "listen", errno: error)
        }
        guard connection == .neverMade else {
            filler = nil
            return
        }
        do {
            let filler = try LoopbackSocket.bound()
            do {
                try filler.connect(to: listener.port)
            } catch {
                filler.close()
                throw error
            }
            self.filler = filler
        } catch {
            listener.close()
            throw error
        }
    }

    /// Runs `body` with a new listener and closes it afterwards.
    public static func withListener<Value>(_ connection: Connection,
                                           _ body: (SilentListener) async throws -> Value) async throws -> Value {
        let listener = try SilentListener(connection: connection)
        defer { listener.close() }
        return try await body(listener)
    }

    /// Stops listening; connections still waiting are reset.
    public func close() {
        filler?.close()
        listener.close()
    }
}
