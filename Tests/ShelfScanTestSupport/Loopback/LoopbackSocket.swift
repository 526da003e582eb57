import Glibc

/// A TCP socket bound to 127.0.0.1 on a free port: what `SilentListener` and `ClosedLoopbackPort` are made of.
struct LoopbackSocket: Sendable {
    let descriptor: Int32
    let port: Int

    /// A new socket bound to a port the system picks.
    static func bound() throws -> LoopbackSocket {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackServerError.socket(call: "socket", errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            Glibc.close(descriptor)
            throw LoopbackServerError.socket(call: "bind", errno: error)
        }
        return LoopbackSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Connects this socket to `port` on 127.0.0.1, waiting for the handshake.
    func connect(to port: Int) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Glibc.connect(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw LoopbackServerError.socket(call: "connect", errno: errno) }
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
