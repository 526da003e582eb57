#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

extension FileDescriptor {
    /// Writes the file's data and metadata through to the device, so they survive a power loss.
    ///
    /// The corresponding C function is `fsync`; it is called again when interrupted by a signal.
    ///
    /// ```swift
    /// try descriptor.writeAll(bytes)
    /// try descriptor.sync()
    /// ```
    public func sync() throws(Errno) {
        try SystemCall.retryingOnInterrupt { fsync(rawValue) }
    }
}
