import SystemPackage

/// Whole files read into memory, through swift-system's `FileDescriptor` (`open`, `fstat`, `read`,
/// each retried when a signal interrupts it).
public enum FileContents {
    /// Every byte of the file at `path`, which may be a device or a pipe, as long as it holds at
    /// most `limit` bytes: every read is bounded, so that `/dev/zero` or a runaway file costs an
    /// error, not all the memory there is.
    ///
    /// ```swift
    /// let bytes = try FileContents.read(path: "cover.png", limit: 64 << 20)
    /// ```
    ///
    /// - Throws: `FileError` naming the path, with `.tooLarge` or the system's reason, e.g. `Is a directory`.
    public static func read(path: String, limit: Int) throws(FileError) -> [UInt8] {
        try read(path: path, limit: limit, regularOnly: false)
    }

    /// Every byte of the regular file at `path`, which must hold at most `limit` bytes: for data
    /// such as range files, where a folder, a device or a runaway file is a mistake to report.
    ///
    /// ```swift
    /// let text = try FileContents.readRegularFile(path: "RangeMessage.xml", limit: 16 << 20)
    /// ```
    ///
    /// - Throws: `FileError` with `.notRegularFile`, `.tooLarge` or the system's reason.
    public static func readRegularFile(path: String, limit: Int) throws(FileError) -> [UInt8] {
        try read(path: path, limit: limit, regularOnly: true)
    }

    private static func read(path: String, limit: Int, regularOnly: Bool) throws(FileError) -> [UInt8] {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        } catch {
            throw FileError(path: path, call: "open", thrown: error)
        }
        defer { try? descriptor.close() }
        let status: Stat
        do {
            status = try descriptor.stat()
        } catch {
            throw FileError(path: path, call: "fstat", error)
        }
        if regularOnly, status.type != .regular { throw FileError(path: path, problem: .notRegularFile) }
        guard status.size <= limit else { throw FileError(path: path, problem: .tooLarge(limit: limit)) }
        return try readAll(descriptor, path: path, expected: Int(max(status.size, 0)), limit: limit)
    }

    /// Reads until the end of the file, growing the buffer when the file is longer than `fstat`
    /// said (it may grow while being read, and pipes and `/proc` files report no size), and
    /// stopping one byte past `limit`.
    private static func readAll(_ descriptor: FileDescriptor, path: String, expected: Int,
                                limit: Int) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected)
        var filled = 0
        while true {
            if filled == bytes.count {
                let room = min(max(bytes.count, 1 << 16), limit - bytes.count + 1)
                bytes.append(contentsOf: [UInt8](repeating: 0, count: room))
            }
            let count: Int
            do {
                count = try bytes.withUnsafeMutableBytes { buffer in
                    try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                }
            } catch {
                throw FileError(path: path, call: "read", thrown: error)
            }
            if count == 0 { break }
            filled += count
            if filled > limit { throw FileError(path: path, problem: .tooLarge(limit: limit)) }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
