#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// The one way this layer calls C: again while the call fails with `EINTR`, since a signal
/// arriving mid-call is no failure; any other failure is thrown as its `Errno`.
enum SystemCall {
    /// Runs `call`, which returns -1 and sets `errno` on failure, until it does not fail with `EINTR`.
    static func retryingOnInterrupt(_ call: () -> CInt) throws(Errno) {
        while true {
            if call() != -1 { return }
            let code = Errno(rawValue: errno)
            if code != .interrupted { throw code }
        }
    }
}
