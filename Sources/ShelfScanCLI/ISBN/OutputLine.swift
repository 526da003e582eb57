/// One line of command output: the text a person reads, and the record `--json` prints instead.
struct OutputLine {
    let text: String
    let record: any Encodable

    /// The line in the chosen format.
    func rendered(json: Bool) -> String {
        json ? JSONLine.encode(record) : text
    }
}
