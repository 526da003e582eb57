/// Byte tests for finding numbers in UTF-8 text: what a digit is, what glues a number to the
/// text around it, and whether an ISBN label precedes a place.
enum TextBytes {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// ASCII letters, digits and `_`: characters that make a number part of a longer word.
    static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "_")
    }

    /// ASCII letters, either case.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Whether `byte` joins two digit groups of one number.
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
    }

    /// Whether an `x` or `X` at `index` ends a number, as the ISBN-10 check character would.
    static func isFinalX(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") else { return false }
        return index + 1 == bytes.count || !isWordByte(bytes[index + 1])
    }

    /// Whether the number starting at `start` stands apart from what precedes it: not after a
    /// letter or `+` (codes, phone numbers), nor after a digit and `.` `,` `/` `:` `-` (decimals,
    /// dates, longer numbers).
    static func isOpen(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        guard start > 0 else { return true }
        let byte = bytes[start - 1]
        if isWordByte(byte) || followsPlus(bytes, start) { return false }
        return !(isJoiner(byte) && start >= 2 && isDigit(bytes[start - 2]))
    }

    /// Whether a `+` stands right before `start`, as before an international phone number.
    static func followsPlus(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        start > 0 && bytes[start - 1] == UInt8(ascii: "+")
    }

    /// Whether the number ending before `end` stands apart from what follows: not before a
    /// letter, nor before `.` `,` `/` `:` `-` and a digit.
    static func isOpen(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        guard end < bytes.count else { return true }
        let byte = bytes[end]
        if isWordByte(byte) { return false }
        return !(isJoiner(byte) && end + 1 < bytes.count && isDigit(bytes[end + 1]))
    }

    /// Whether `ISBN`, in any letter case and perhaps followed by `10` or `13` and spaces, colons
    /// or hyphens, stands right before `start`, as in `ISBN-13: 978…` or `isbn 0306406152`.
    static func isLabelled(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        let end = skipping(bytes, back: start) { isSeparator($0) || $0 == UInt8(ascii: ":") }
        if end >= 2, bytes[end - 2] == UInt8(ascii: "1"),
           bytes[end - 1] == UInt8(ascii: "0") || bytes[end - 1] == UInt8(ascii: "3"),
           endsWithISBN(bytes, at: skipping(bytes, back: end - 2, over: isSeparator)) {
            return true
        }
        return endsWithISBN(bytes, at: end)
    }

    private static func isJoiner(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
    }

    /// Whether the four bytes before `end` spell `isbn` in any case, as a word of their own start.
    private static func endsWithISBN(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
        guard end >= 4 else { return false }
        let word = bytes[(end - 4)..<end].map { $0 | 0x20 }
        return word.elementsEqual("isbn".utf8) && (end == 4 || !isWordByte(bytes[end - 5]))
    }

    /// The index before which `skip` no longer holds, going back from `index`.
    private static func skipping(_ bytes: UnsafeBufferPointer<UInt8>, back index: Int,
                                 over skip: (UInt8) -> Bool) -> Int {
        var index = index
        while index > 0, skip(bytes[index - 1]) { index -= 1 }
        return index
    }
}
