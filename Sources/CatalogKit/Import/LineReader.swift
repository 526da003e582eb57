import Foundation

/// A plain file's lines, read a megabyte at a time, with the byte offset after each line: memory
/// stays bounded whatever the file's size, and an import can resume at an offset.
final class LineReader: LineSource {
    private let path: String
    private let handle: FileHandle
    private var lines: LineBuffer
    private var atEnd = false

    /// The offset in the file of the next unread byte.
    var offset: Int { lines.offset }

    /// The same as `offset`: the file is the text.
    var fileOffset: Int { lines.offset }

    /// Opens `path` and moves to `offset`.
    init(path: String, offset: Int) throws(LineSourceError) {
        self.path = path
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            try handle.seek(toOffset: UInt64(offset))
        } catch {
            throw LineSourceError(path: path, reason: (error as NSError).localizedDescription)
        }
        lines = LineBuffer(offset: offset)
    }

    deinit {
        try? handle.close()
    }

    func next() throws(LineSourceError) -> ArraySlice<UInt8>? {
        while true {
            if let line = lines.line() { return line }
            if atEnd { return lines.lastLine() }
            try lines.refuseOverlongLine(of: path)
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw LineSourceError(path: path, reason: (error as NSError).localizedDescription)
            }
            if chunk.isEmpty { atEnd = true } else { lines.append(chunk) }
        }
    }
}
