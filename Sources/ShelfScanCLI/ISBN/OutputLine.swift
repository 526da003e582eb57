import ShelfScan

/// One line of command output: the text a person reads, and the record `--json` prints instead.
struct OutputLine {
    let text: String
    let record: any Encodable

    /// The line in the chosen format. Text is printed with its control characters and terminal
    /// escapes written out (`\u{1B}`), since it may hold what another user typed; JSON escapes
    /// them itself.
    func rendered(json: Bool) -> String {
        json ? JSONLine.encode(record) : text.escapingUnsafeScalars()
    }
}
