#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads through POSIX `open`, `fstat` and `read`, retrying on `EINTR`.
public enum FileContents {
    /// A failed system call, with the path, the call's name and `strerror`'s text.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was being read.
        public var path: String
        /// The C call that failed, e.g. `"open"`.
        public var call: String
        /// The `errno` value it set.
        public var code: Int32

        /// `strerror`'s text for `code`, e.g. `No such file or directory`.
        public var description: String {
            String(cString: strerror(code))
        }
    }

    /// Reads every byte of the regular file at `path`.
    ///
    /// ```swift
    /// let bytes = try FileContents.read(path: "cover.png")
    /// ```
    public static func read(path: String) throws(ReadError) -> [UInt8] {
        let fd = try retrying("open", path) { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(fd) }
        var info = stat()
        _ = try retrying("fstat", path) { fstat(fd, &info) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ReadError(path: path, call: "read", code: EISDIR)
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 1 << 16)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, call: "read", code: errno)
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Calls `body` again while it fails with `EINTR`; any other failure becomes a `ReadError`.
    private static func retrying<T: BinaryInteger>(_ call: String, _ path: String,
                                                   _ body: () -> T) throws(ReadError) -> T {
        while true {
            let result = body()
            if result >= 0 { return result }
            if errno != EINTR { throw ReadError(path: path, call: call, code: errno) }
        }
    }
}

/// `read(2)` under a name that the static `FileContents.read(path:)` does not shadow.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
