extension TextBytes {
    /// Words that introduce a phone number, lowercased: a number after one of them is a phone
    /// number even when its digits happen to check as an ISBN.
    static let phoneLabels: [[UInt8]] = [
        "tel", "tele", "telephone", "phone", "ph", "fax", "mob", "mobile", "cell", "call", "tlf",
        "telefon", "telefono", "fon", "whatsapp", "sms",
    ].map { Array($0.utf8) }
    /// The longest label's length, so that a long word before a number is not read back in whole.
    private static let longestPhoneLabel = phoneLabels.map(\.count).max() ?? 0

    /// Whether a phone label, perhaps followed by `.`, `:`, `#`, `-` or spaces, stands right before
    /// `start`, as in `Tel: 0306406152` or `call 0306406152`.
    static func followsPhoneLabel(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        var end = start
        while end > 0, isSeparator(bytes[end - 1]) || isLabelPunctuation(bytes[end - 1]) { end -= 1 }
        var begin = end
        while begin > 0, end - begin <= longestPhoneLabel, isLetter(bytes[begin - 1]) { begin -= 1 }
        guard begin < end, begin == 0 || !isWordByte(bytes[begin - 1]) else { return false }
        let word = bytes[begin..<end].map { $0 | 0x20 }
        return phoneLabels.contains(word)
    }

    private static func isLabelPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#")
    }
}
