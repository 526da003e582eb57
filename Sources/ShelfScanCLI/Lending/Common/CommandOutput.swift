import Foundation

/// What a lending command prints on success: lines of text, or one JSON object per line.
struct CommandOutput {
    /// The results, one line each.
    var lines: [OutputLine]
    /// Said instead, in text mode, when there are no lines, e.g. `no book matches 'dune'`;
    /// `--json` then prints nothing.
    var emptyText: String?
    /// Said after the lines, e.g. `showing 1-50 of 66,806 books; next: --offset 50`: on standard
    /// output in text mode, on standard error with `--json`, whose output holds only records.
    var footer: String?

    /// Output of several lines, with a sentence for when there are none and one to end with.
    init(_ lines: [OutputLine], whenEmpty emptyText: String? = nil, footer: String? = nil) {
        self.lines = lines
        self.emptyText = emptyText
        self.footer = footer
    }

    /// Output of one line.
    init(_ text: String, record: any Encodable) {
        self.init([OutputLine(text: text, record: record)])
    }

    /// Prints to standard output in the chosen format.
    func print(json: Bool) {
        if lines.isEmpty, !json, let emptyText { Swift.print(emptyText.escapingUnsafeScalars()) }
        for line in lines { Swift.print(line.rendered(json: json)) }
        guard let footer else { return }
        if json {
            StandardError.line(footer)
        } else {
            Swift.print(footer)
        }
    }
}
