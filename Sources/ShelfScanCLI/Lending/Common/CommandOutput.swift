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
    /// Said before the lines, e.g. that the user owes fines: where the footer goes.
    var header: String?

    /// Output of several lines, with a sentence for when there are none, one to end with and one
    /// to start with.
    init(_ lines: [OutputLine], whenEmpty emptyText: String? = nil, footer: String? = nil, header: String? = nil) {
        self.lines = lines
        self.emptyText = emptyText
        self.footer = footer
        self.header = header
    }

    /// Output of one line.
    init(_ text: String, record: any Encodable) {
        self.init([OutputLine(text: text, record: record)])
    }

    /// Prints to standard output in the chosen format.
    func print(json: Bool) {
        if let header { Self.aside(header, json: json) }
        if lines.isEmpty, !json, let emptyText { Swift.print(emptyText.escapingUnsafeScalars()) }
        for line in lines { Swift.print(line.rendered(json: json)) }
        if let footer { Self.aside(footer, json: json) }
    }

    /// A header or footer: on standard output in text mode, on standard error with `--json`.
    private static func aside(_ text: String, json: Bool) {
        if json {
            for row in text.split(separator: "\n") { StandardError.line(String(row)) }
        } else {
            Swift.print(text.escapingUnsafeScalars())
        }
    }
}
