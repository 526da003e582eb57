#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file access range data needs: whether a file is there, and its text.
///
/// POSIX calls keep the module free of Foundation; this is the only file in ISBNKit that touches
/// the file system.
enum RangeFile {
    /// Range files are about 220 KB; anything beyond this is not one and is not read into memory.
    static let sizeLimit = 16 << 20

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The value of the environment variable `name`, or `nil` when it is unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The UTF-8 text of the regular file at `path`.
    static func text(atPath path: String) throws(RangeMessageError) -> String {
        let bytes = try contents(atPath: path)
        let hasError = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
        guard !hasError else { throw .notUTF8(file: path) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func contents(atPath path: String) throws(RangeMessageError) -> [UInt8] {
        let descriptor = try retrying(path) { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(descriptor) }
        var status = stat()
        _ = try retrying(path) { fstat(descriptor, &status) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadableFile(path: path, reason: "not a regular file")
        }
        guard status.st_size <= sizeLimit else {
            throw .unreadableFile(path: path, reason: "larger than \(sizeLimit >> 20) MiB")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try retrying(path) {
                chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= sizeLimit else {
                throw .unreadableFile(path: path, reason: "larger than \(sizeLimit >> 20) MiB")
            }
        }
    }

    /// Calls `body` again while it fails with `EINTR`; another failure throws with `strerror`'s text.
    private static func retrying<Result: BinaryInteger>(_ path: String,
                                                        _ body: () -> Result) throws(RangeMessageError) -> Result {
        while true {
            let result = body()
            if result >= 0 { return result }
            let code = errno
            if code != EINTR {
                throw .unreadableFile(path: path, reason: String(cString: strerror(code)))
            }
        }
    }
}
