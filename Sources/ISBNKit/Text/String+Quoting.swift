extension String {
    /// The most characters of outside text an error message quotes: enough to recognise the
    /// input, never a whole runaway line.
    public static let quotedLengthLimit = 80

    /// The text as an error message quotes it: on one line, with every unsafe scalar written out
    /// (`escapingUnsafeScalars(keepingLineBreaks: false)`), cut to `limit` characters with `…`.
    ///
    /// For input that did not come from the program (a file's line, a header field, a typed
    /// number): a message must neither forge a line nor grow with the input.
    ///
    /// ```swift
    /// "978\n0306".quotedForMessage()                              // #"978\u{A}0306"#
    /// String(repeating: "x", count: 500).quotedForMessage().count // 81
    /// ```
    public func quotedForMessage(limit: Int = String.quotedLengthLimit) -> String {
        let cut = count > limit ? String(prefix(limit)) + "…" : self
        return cut.escapingUnsafeScalars(keepingLineBreaks: false)
    }

    /// Text someone typed, as it is shown after a heading the program writes on the same line
    /// (`2026-11-11T10:05:00Z bob: `): every line after the first starts with `indent` spaces, so
    /// that none starts in column 0, where only the program's headings do, and none can pass for
    /// a line of another author's. Unsafe scalars are written out as `escapingUnsafeScalars` does;
    /// line feeds, and tabs inside a line, are kept.
    ///
    /// ```swift
    /// "ok\n2026-11-11T10:06:00Z alice: keep it".indentingFollowingLines()
    /// // "ok\n    2026-11-11T10:06:00Z alice: keep it"
    /// ```
    public func indentingFollowingLines(by indent: Int = 4) -> String {
        let margin = String(repeating: " ", count: indent)
        return escapingUnsafeScalars().split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 ? String($0.element) : margin + $0.element }.joined(separator: "\n")
    }

    /// The text as one field of a tab-separated line: tab, line feed, carriage return and
    /// backslash written as `\t`, `\n`, `\r` and `\\`, other unsafe scalars as `\u{…}`, so that
    /// a field can neither split its line nor start another, and reads back unambiguously.
    ///
    /// ```swift
    /// "a\tb.jpg".tabSeparatedField   // #"a\tb.jpg"#
    /// ```
    public var tabSeparatedField: String {
        guard unicodeScalars.contains(where: { $0.isUnsafeToPrint || $0 == "\\" }) else { return self }
        var field = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\t": field += #"\t"#
            case "\n": field += #"\n"#
            case "\r": field += #"\r"#
            case "\\": field += #"\\"#
            default: field += String(scalar).escapingUnsafeScalars(keepingLineBreaks: false)
            }
        }
        return field
    }
}
