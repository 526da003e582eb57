import Glibc
import CV4L2
import SystemPackage

/// The real `VideoDeviceCalls`: each method is one C call, retried while it fails with `EINTR`
/// (a signal arriving mid-call is no failure), and nothing else.
///
/// ```swift
/// let camera = try V4L2Camera(device: "/dev/video0", calls: SystemVideoDeviceCalls())
/// ```
public struct SystemVideoDeviceCalls: VideoDeviceCalls, Sendable {
    /// The system's calls.
    public init() {}

    /// `open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)`. Non-blocking so that `VIDIOC_DQBUF`
    /// answers `EAGAIN` instead of waiting (waiting is `poll`'s job, with a timeout);
    /// close-on-exec so that a child process never keeps the camera busy.
    public func open(_ path: String) throws(Errno) -> CInt {
        while true {
            let fd = Glibc.open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { return fd }
            let code = Errno(rawValue: errno)
            if code != .interrupted { throw code }
        }
    }

    /// `close(fd)`. Not retried on `EINTR`: on Linux the descriptor is released even then, and a
    /// second close could hit a descriptor another thread has just opened.
    public func close(_ fd: CInt) {
        _ = Glibc.close(fd)
    }

    /// `ioctl(fd, request, argument)` through `cv4l2_ioctl`, which retries `EINTR` in C.
    public func ioctl(_ fd: CInt, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(Errno) {
        let code = cv4l2_ioctl(fd, request, argument)
        if code != 0 { throw Errno(rawValue: code) }
    }

    /// `mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset)`.
    public func mmap(_ fd: CInt, length: Int, offset: Int) throws(Errno) -> UnsafeMutableRawPointer {
        while true {
            let address = Glibc.mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
            if let address, address != MAP_FAILED { return address }
            let code = Errno(rawValue: errno)
            if code != .interrupted { throw code }
        }
    }

    /// `munmap(address, length)`.
    public func munmap(_ address: UnsafeMutableRawPointer, length: Int) {
        _ = Glibc.munmap(address, length)
    }

    /// `poll` on `fd` for `POLLIN`. After `EINTR` it waits the whole timeout again: the timeout
    /// only bounds how long a dead camera goes unnoticed, so a little longer does no harm.
    public func poll(_ fd: CInt, milliseconds: Int32) throws(Errno) -> VideoDevicePoll {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let count = Glibc.poll(&request, 1, milliseconds)
            if count > 0 { return .ready(VideoDeviceEvents(rawValue: request.revents)) }
            if count == 0 { return .timedOut }
            let code = Errno(rawValue: errno)
            if code != .interrupted { throw code }
        }
    }

    /// `opendir(path)`, then `readdir` to the end, then `closedir`.
    public func entries(inDirectory path: String) throws(Errno) -> [String] {
        guard let directory = opendir(path) else { throw Errno(rawValue: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Sleeps the calling thread for `duration` with `nanosleep`, sleeping the rest again when a
    /// signal cuts it short. The default way `V4L2Camera` waits between attempts to reopen.
    public static func sleep(_ duration: Duration) {
        guard duration > .zero else { return }
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR {
            request = remaining
        }
    }
}
