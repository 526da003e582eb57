import ISBNKit
import ShelfScanTestSupport
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

    @Test("typed text after a heading: its later lines are indented, never in column 0")
    func followingLines() {
        #expect("ok\n2026-11-11T10:06:00Z alice: keep it".indentingFollowingLines()
                == "ok\n    2026-11-11T10:06:00Z alice: keep it")
        #expect("a\n\nb\u{1B}".indentingFollowingLines(by: 2) == "a\n  \n  b\\u{1B}")
        #expect("x\u{2028}alice: y".indentingFollowingLines() == #"x\u{2028}alice: y"#)
        #expect("one line".indentingFollowingLines() == "one line")
    }

    @Test("random typed text after a heading: one line in column 0, the heading's, and nothing unsafe")
    func followingLinesProperty() {
        var random = SplitMix64(name: "following lines")
        let pieces: [String] = ["\n", "\r\n", "\t", "\u{202E}", "\u{2066}", "e\u{301}", "\u{1B}[2J", "\u{85}",
                                "\u{2028}", "alice: ", "2026-11-11T10:06:00Z ", String(repeating: "w", count: 300), " "]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let lines = ("bob: " + text.indentingFollowingLines()).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0].hasPrefix("bob: "))
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") }, "\(text.debugDescription)")
            #expect(lines.allSatisfy { line in
                !line.unicodeScalars.contains { $0.isUnsafeToPrint && $0 != "\t" }
            }, "\(text.debugDescription)")
        }
    }

    @Test("a tab-separated field can neither split its line nor end it")
    func fields() {
        #expect("cover.jpg".tabSeparatedField == "cover.jpg")
        #expect("a\tb\nc\rd\\e\u{1B}f".tabSeparatedField == #"a\tb\nc\rd\\e\u{1B}f"#)
        #expect(!"x\ty\n".tabSeparatedField.contains { $0 == "\t" || $0 == "\n" })
    }
}
