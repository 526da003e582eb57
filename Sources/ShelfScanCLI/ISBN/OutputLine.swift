import ShelfScan

/// One line of command output: the text a person reads, and the record `--json` prints instead.
struct OutputLine {
    let text: String
    let record: any Encodable

    /// The line in the chosen format. Text is printed with its control characters and terminal
    /// escapes written out (`\u{1B}`), since it may hold what another user typed; JSON escapes
    /// them itself.
    func rendered(json: Bool) -> String {
        json ? ShelfScanJSON.line(record) : text.escapingUnsafeScalars()
    }

    /// The line in the chosen format, its text kept on one line: for answers that quote an
    /// input, whose line feeds and tabs must not start a line that looks like another answer.
    func renderedOnOneLine(json: Bool) -> String {
        json ? ShelfScanJSON.line(record) : text.escapingUnsafeScalars(keepingLineBreaks: false)
    }
}
