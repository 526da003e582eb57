import Foundation

/// A file's lines, read a megabyte at a time, with the byte offset after each line: memory stays
/// bounded whatever the file's size, and an import can resume at an offset.
final class LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The offset in the file of the next unread byte.
    private(set) var offset: Int

    /// Opens `path` and moves to `offset`.
    init(path: String, offset: Int) throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64(offset))
        self.offset = offset
    }

    deinit {
        try? handle.close()
    }

    /// The next line without its `\n` (a last line without one too); `nil` at the end.
    func next() throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                offset += newline + 1 - start
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                offset += buffer.count - start
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }
}
