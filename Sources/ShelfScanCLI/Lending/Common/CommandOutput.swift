/// What a lending command prints on success: lines of text, or one JSON object per line.
struct CommandOutput {
    /// The results, one line each.
    var lines: [OutputLine]
    /// Said instead, in text mode, when there are no lines, e.g. `no book matches 'dune'`;
    /// `--json` then prints nothing.
    var emptyText: String?

    /// Output of several lines, with a sentence for when there are none.
    init(_ lines: [OutputLine], whenEmpty emptyText: String? = nil) {
        self.lines = lines
        self.emptyText = emptyText
    }

    /// Output of one line.
    init(_ text: String, record: any Encodable) {
        self.init([OutputLine(text: text, record: record)])
    }

    /// Prints to standard output in the chosen format.
    func print(json: Bool) {
        if lines.isEmpty, !json, let emptyText { Swift.print(emptyText.escapingUnsafeScalars()) }
        for line in lines { Swift.print(line.rendered(json: json)) }
    }
}
