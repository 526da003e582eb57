import Foundation

/// Bytes that arrive in chunks, cut into lines, with the offset after each line.
///
/// A line is held whole until its line feed arrives, so a line longer than `lineLimit` is refused
/// (`refuseOverlongLine(of:)`): a file without line feeds, or a gzip stream of gigabytes of zeros,
/// would otherwise be held whole.
struct LineBuffer {
    /// The longest line held, in bytes: the longest line of an Open Library dump is well under a
    /// megabyte, and the CSV reader's record limit is one.
    static let lineLimit = 16 << 20

    private var bytes: [UInt8] = []
    private var start = 0
    /// Where the search for the next line feed goes on: bytes before it, from `start`, hold none.
    private var searched = 0
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
        searched = start
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

    /// Throws when the unfinished line held is longer than `lineLimit`, naming `path` and the
    /// offset where the line starts.
    func refuseOverlongLine(of path: String) throws(LineSourceError) {
        guard bytes.count - start > Self.lineLimit else { return }
        throw LineSourceError(path: path, reason: "the line at byte \(offset) is longer than \(Self.lineLimit >> 20) MiB")
    }

    /// The index of the first `\n` not yet read, found by `memchr`, which scans many bytes at a
    /// time; bytes searched before are not searched again, so a long line costs linear time.
    private mutating func newlineIndex() -> Int? {
        let from = max(start, searched)
        searched = bytes.count
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, from < buffer.count,
                  let found = memchr(base + from, Int32(UInt8(ascii: "\n")), buffer.count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Adds `chunk` after the bytes held, first dropping the lines already read.
    mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.removeFirst(start)
        searched -= start
        start = 0
        bytes.append(contentsOf: chunk)
    }
}
