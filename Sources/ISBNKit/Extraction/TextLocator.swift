/// Line and column numbers of byte offsets in UTF-8 text, asked for in ascending order, so the
/// text is walked once however many positions are asked for, however long its lines.
struct TextLocator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var line = 1
    private var lineStart = 0
    private var scanned = 0
    /// Characters counted from the line's start up to `counted`, the offset last asked for on it.
    private var column = 0
    private var counted = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The 1-based line and column (in characters) of the byte at `offset`, which must not be
    /// before the offset last asked for. Columns are counted on from the last position asked
    /// for on the same line: offsets asked for start a number, where characters always break.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        while scanned < offset {
            if bytes[scanned] == UInt8(ascii: "\n") {
                line += 1
                lineStart = scanned + 1
            }
            scanned += 1
        }
        if counted < lineStart {
            counted = lineStart
            column = 0
        }
        column += String(decoding: bytes[counted..<offset], as: UTF8.self).count
        counted = offset
        return (line, column + 1)
    }
}
