import ISBNKit
import Testing

/// The one rule for outside text that reaches a terminal: escaped, on one line, quoted short.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test("text printed for others has its unsafe scalars written out, line breaks kept when asked")
    func escaping() {
        #expect("x\u{1B}[2J".escapingUnsafeScalars() == #"x\u{1B}[2J"#)
        #expect("a\nb\tc\u{202E}d".escapingUnsafeScalars() == "a\nb\tc\\u{202E}d")
        #expect("a\nb".escapingUnsafeScalars(keepingLineBreaks: false) == #"a\u{A}b"#)
        #expect("Café ☕️".escapingUnsafeScalars() == "Café ☕️")
    }

    @Test("a quote is one line of at most 80 characters and an ellipsis")
    func quoting() {
        #expect("978\n0306\u{1B}".quotedForMessage() == #"978\u{A}0306\u{1B}"#)
        let long = String(repeating: "é", count: 10_000)
        #expect(long.quotedForMessage() == String(repeating: "é", count: 80) + "…")
        #expect("short".quotedForMessage() == "short")
    }

    @Test("a tab-separated field can neither split its line nor end it")
    func fields() {
        #expect("cover.jpg".tabSeparatedField == "cover.jpg")
        #expect("a\tb\nc\rd\\e\u{1B}f".tabSeparatedField == #"a\tb\nc\rd\\e\u{1B}f"#)
        #expect(!"x\ty\n".tabSeparatedField.contains { $0 == "\t" || $0 == "\n" })
    }
}
