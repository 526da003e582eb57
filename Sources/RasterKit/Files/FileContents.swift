import SystemPackage

/// Whole files read into memory, through swift-system's `FileDescriptor` (`open`, `fstat`, `read`,
/// each retried when a signal interrupts it).
public enum FileContents {
    /// Every byte of the file at `path`.
    ///
    /// ```swift
    /// let bytes = try FileContents.read(path: "cover.png")
    /// ```
    ///
    /// - Throws: `FileError` naming the path and the system's reason, e.g. `Is a directory`.
    public static func read(path: String) throws(FileError) -> [UInt8] {
        try read(path: path, regularFileUpTo: nil)
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
        try read(path: path, regularFileUpTo: limit)
    }

    private static func read(path: String, regularFileUpTo limit: Int?) throws(FileError) -> [UInt8] {
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
        if let limit {
            guard status.type == .regular else { throw FileError(path: path, problem: .notRegularFile) }
            guard status.size <= limit else { throw FileError(path: path, problem: .tooLarge(limit: limit)) }
        }
        return try readAll(descriptor, path: path, expected: Int(max(status.size, 0)), limit: limit)
    }

    /// Reads until the end of the file, growing the buffer when the file is longer than `fstat`
    /// said (it may grow while being read, and pipes and `/proc` files report no size).
    private static func readAll(_ descriptor: FileDescriptor, path: String, expected: Int,
                                limit: Int?) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected)
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 1 << 16)))
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
            if let limit, filled > limit { throw FileError(path: path, problem: .tooLarge(limit: limit)) }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
