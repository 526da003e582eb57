import RasterKit
import SystemPackage

/// Sequential reads from a file or a pipe (standard input), buffered, for the stream sources.
///
/// swift-system's `read` is retried when a signal interrupts it; a pipe may return fewer bytes
/// than asked, so `fill` reads until it has them or the stream ends.
final class ByteStream {
    /// The stream as the user named it.
    let name: String
    private let descriptor: FileDescriptor
    private let ownsDescriptor: Bool
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0

    /// Opens the file at `path`; `-` reads standard input.
    init(path: String) throws(CameraError) {
        if path == "-" {
            name = "standard input"
            descriptor = .standardInput
            ownsDescriptor = false
        } else {
            name = path
            do {
                descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            } catch {
                throw CameraError.unreadable(FileError(path: path, problem: .systemCall("open", error as? Errno ?? .ioError)))
            }
            ownsDescriptor = true
        }
        buffer = [UInt8](repeating: 0, count: 1 << 16)
    }

    deinit {
        if ownsDescriptor { try? descriptor.close() }
    }

    /// The next line without its `\n`, as bytes; `nil` at the end of the stream. A line longer
    /// than `limit` bytes is returned cut at `limit`, for the caller to refuse.
    func line(limit: Int) throws(CameraError) -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            if start == end, try refill() == 0 { return line.isEmpty ? nil : line }
            let available = buffer[start..<end]
            if let newline = available.firstIndex(of: UInt8(ascii: "\n")) {
                line.append(contentsOf: buffer[start..<newline])
                start = newline + 1
                return line
            }
            line.append(contentsOf: available)
            start = end
            if line.count >= limit { return Array(line.prefix(limit)) }
        }
    }

    /// Fills `target` with the next bytes; returns how many there were, fewer only at the end of
    /// the stream.
    func read(into target: inout [UInt8]) throws(CameraError) -> Int {
        try target.withUnsafeMutableBytes { bytes in Result { () throws(CameraError) in try read(into: bytes) } }.get()
    }

    /// Copies the next `target.count` bytes into `target`; returns how many there were, fewer only
    /// at the end of the stream.
    private func read(into target: UnsafeMutableRawBufferPointer) throws(CameraError) -> Int {
        var filled = 0
        while filled < target.count {
            if start == end, try refill() == 0 { break }
            let count = min(end - start, target.count - filled)
            buffer.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(rebasing: target[filled..<filled + count])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + count]))
            }
            start += count
            filled += count
        }
        return filled
    }

    /// Reads past the next `count` bytes; returns how many there were.
    func skip(_ count: Int) throws(CameraError) -> Int {
        var skipped = 0
        while skipped < count {
            if start == end, try refill() == 0 { break }
            let step = min(end - start, count - skipped)
            start += step
            skipped += step
        }
        return skipped
    }

    /// Reads the next chunk into the emptied buffer; 0 at the end of the stream.
    private func refill() throws(CameraError) -> Int {
        start = 0
        do {
            end = try buffer.withUnsafeMutableBytes { try descriptor.read(into: $0) }
        } catch {
            end = 0
            throw CameraError.unreadable(FileError(path: name, problem: .systemCall("read", error as? Errno ?? .ioError)))
        }
        return end
    }
}
