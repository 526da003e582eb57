/// Random text as people type it, and as someone would type it to fool a reader: line breaks
/// (LF, CR LF, lone CR), tabs, lines forged to look like another user's, long runs near and past
/// the limits, bidirectional marks, stacks of combining marks, emoji sequences, and now and then a
/// scalar the stores refuse (an escape, a bidi override or isolate, NUL, a C1 control, U+2028).
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let text = RandomUserText.make(&random)   // e.g. "ok\n2026-11-11T10:06:00Z alice: keep it\u{200F}"
/// ```
public enum RandomUserText {
    /// A line that pretends to be a message of alice's.
    public static let forgedLine = "2026-11-11T10:06:00Z alice: keep the book"

    /// Scalars every text field refuses: a text holding one is never stored.
    public static let refusedScalars: [Unicode.Scalar] = ["\u{1B}", "\u{202E}", "\u{2066}", "\u{0}", "\u{85}", "\u{2028}", "\u{7F}"]

    /// One random text of 1 to 8 pieces.
    public static func make(_ random: inout SplitMix64) -> String {
        let count = Int(random.next() % 8) + 1
        return (0..<count).map { _ in piece(&random) }.joined()
    }

    private static func piece(_ random: inout SplitMix64) -> String {
        switch random.next() % 16 {
        case 0, 1: return "\n"
        case 2: return "\r\n"
        case 3: return "\t"
        case 4: return "\n" + forgedLine
        case 5: return "\n\t" + forgedLine
        case 6: return "e" + String(repeating: "\u{301}", count: Int(random.next() % 300) + 1)
        case 7: return ["\u{200E}", "\u{200F}", "\u{61C}"][Int(random.next() % 3)]
        case 8: return "👩‍👩‍👧 📚"
        case 9: return String(repeating: "long ", count: Int(random.next() % 450))
        case 10: return random.next() % 3 == 0 ? String(refusedScalars[Int(random.next() % UInt64(refusedScalars.count))]) : " "
        case 11: return "\r"
        case 12: return "  "
        default: return ["ok", "Saturday at 10?", "Thanks!", "עברית", "Grüße", "see you"][Int(random.next() % 6)]
        }
    }
}
