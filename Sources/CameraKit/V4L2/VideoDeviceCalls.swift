import SystemPackage

/// The system calls a V4L2 camera makes, as a seam: `SystemVideoDeviceCalls` passes them to the
/// kernel, and tests put a fake driver here, so that all of the V4L2 logic above it runs in tests.
///
/// Every method reports failure as the `Errno` the call set. Implementations retry `EINTR`
/// themselves; callers still treat an `EINTR` that gets through as "try again".
///
/// ```swift
/// let calls = SystemVideoDeviceCalls()
/// let fd = try calls.open("/dev/video0")
/// defer { calls.close(fd) }
/// if case .ready = try calls.poll(fd, milliseconds: 100) { print("a frame is waiting") }
/// ```
public protocol VideoDeviceCalls {
    /// Opens the device node at `path` for reading and writing, non-blocking, close-on-exec.
    func open(_ path: String) throws(Errno) -> CInt

    /// Closes `fd`; the kernel releases whatever it still held (buffers, streaming).
    func close(_ fd: CInt)

    /// Performs the V4L2 `request` on `fd` with `argument` pointing at the request's struct.
    func ioctl(_ fd: CInt, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(Errno)

    /// Maps `length` bytes of the device's memory at `offset` (a buffer's `m.offset`), shared,
    /// readable and writable.
    func mmap(_ fd: CInt, length: Int, offset: Int) throws(Errno) -> UnsafeMutableRawPointer

    /// Unmaps memory that `mmap` returned.
    func munmap(_ address: UnsafeMutableRawPointer, length: Int)

    /// Waits up to `milliseconds` for `fd` to become readable (a filled buffer to dequeue) or to
    /// report an error or hang-up.
    func poll(_ fd: CInt, milliseconds: Int32) throws(Errno) -> VideoDevicePoll

    /// The names in the directory at `path` (without `.` and `..`), in no particular order.
    func entries(inDirectory path: String) throws(Errno) -> [String]
}
