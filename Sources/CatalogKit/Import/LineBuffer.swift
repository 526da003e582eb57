import Foundation

/// Bytes that arrive in chunks, cut into lines, with the offset after each line.
struct LineBuffer {
    private var bytes: [UInt8] = []
    private var start = 0
    /// The offset of the next unread byte, counted in the whole text.
    private(set) var offset: Int

    /// A buffer whose first byte will be at `offset` in the text.
    init(offset: Int) {
        self.offset = offset
    }

    /// The next whole line without its `\n`; `nil` when the bytes held end inside a line.
    mutating func line() -> ArraySlice<UInt8>? {
        guard let newline = newlineIndex() else { return nil }
        let line = bytes[start..<newline]
        offset += newline + 1 - start
        start = newline + 1
        return line
    }

    /// The unfinished line the text ends with, once no more bytes will come; `nil` when there is none.
    mutating func lastLine() -> ArraySlice<UInt8>? {
        guard start < bytes.count else { return nil }
        let line = bytes[start...]
        offset += bytes.count - start
        start = bytes.count
        return line
    }

    /// The index of the first `\n` not yet read, found by `memchr`, which scans many bytes at a time.
    private func newlineIndex() -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Adds `chunk` after the bytes held, first dropping the lines already read.
    mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.removeFirst(start)
        start = 0
        bytes.append(contentsOf: chunk)
    }
}
