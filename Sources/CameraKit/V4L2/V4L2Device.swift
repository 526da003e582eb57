import SystemPackage

/// One open video device node: its descriptor and the calls that reach it, with each failure
/// turned into the `CameraError` that names the device and the call.
struct V4L2Device {
    /// The path the user named, for messages.
    let path: String
    let fd: CInt
    let calls: any VideoDeviceCalls

    /// Opens `path`; any failure is `deviceUnavailable` (missing node, no permission, busy).
    static func open(_ path: String, calls: any VideoDeviceCalls) throws(CameraError) -> V4L2Device {
        do throws(Errno) {
            return V4L2Device(path: path, fd: try calls.open(path), calls: calls)
        } catch {
            throw .deviceUnavailable(device: path, call: "open", error)
        }
    }

    func close() {
        calls.close(fd)
    }

    /// Performs `request` on `value`, retrying `EINTR` should the seam let one through, and
    /// throws the raw `Errno` for callers that give some codes a meaning (`EINVAL` ends a list).
    func rawControl<Value>(_ request: UInt, _ value: inout Value) throws(Errno) {
        while true {
            var failure: Errno?
            withUnsafeMutableBytes(of: &value) { raw in
                guard let address = raw.baseAddress else { failure = .invalidArgument; return }
                do throws(Errno) {
                    try calls.ioctl(fd, request, address)
                } catch {
                    failure = error
                }
            }
            guard let failure else { return }
            if failure != .interrupted { throw failure }
        }
    }

    /// Performs `request` (called `name` in errors) on `value`: `ENODEV` is `deviceGone`, any
    /// other failure `deviceCall`.
    func control<Value>(_ name: String, _ request: UInt, _ value: inout Value) throws(CameraError) {
        do throws(Errno) {
            try rawControl(request, &value)
        } catch {
            throw failure(name, error)
        }
    }

    /// The error for `call` failing with `code`.
    func failure(_ call: String, _ code: Errno) -> CameraError {
        code == .operationNotSupportedByDevice ? .deviceGone(device: path) : .deviceCall(device: path, call: call, code)
    }
}
