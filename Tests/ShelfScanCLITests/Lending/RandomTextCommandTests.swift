import Foundation
import ShelfScan
import ShelfScanTestSupport
import Testing

/// Random user text (line breaks, tabs, forged lines, long runs, bidi marks, combining marks,
/// refused scalars) sent as messages and return comments by two users, then printed by every
/// command that shows it: each line the program prints names its true author, and what users
/// typed only ever continues a line, indented.
@Suite("shelfscan lending: random user text")
struct RandomTextCommandTests {
    private typealias Term = CirculationTerm
    private static let isbn = CirculationTerm.isbns[0]
    /// `2026-11-02T10:00:00Z`, as every line with an author and time begins after its prefix.
    private static let instant = #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#

    @Test("every printed line of messages, inbox and comments names its true author; JSON keeps the text as stored",
          arguments: [1 as UInt64, 2, 3])
    func randomText(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.addBook(Self.isbn, title: "Numbers")
            try term.succeed(["request", "1", "--user", "bob"])
            var sent: [(author: String, text: String)] = []
            for index in 0..<12 {
                let author = index.isMultiple(of: 2) ? "bob" : "alice"
                let text = RandomUserText.make(&random)
                if let stored = try send(text, as: ["message", "send", "1", text, "--user", author], field: .message, term) {
                    sent.append((author, stored))
                }
            }
            try term.succeed(["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.40", "--address", "Desk"])
            try term.succeed(["handover", "--user", "alice", "--isbn", Self.isbn])
            try term.succeed(["receive", "--user", "bob", "--isbn", Self.isbn])
            var comment: String?
            while comment == nil {
                let text = RandomUserText.make(&random)
                comment = try send(text, as: ["return", "--user", "bob", "--isbn", Self.isbn, "--comment", text], field: .comment, term)
            }
            try term.succeed(["receive", "--user", "alice", "--isbn", Self.isbn])

            for viewer in ["alice", "bob"] {
                let list = try term.succeed(["message", "list", "1", "--user", viewer])
                #expect(try Self.authors(in: list, pattern: "^\(Self.instant) (\\w+): ") == sent.map(\.author))
                let json = try term.succeed(["message", "list", "1", "--user", viewer, "--json"])
                #expect(try Self.texts(inJSONLines: json) == sent.map(\.text))
                let inbox = try term.succeed(["inbox", "--user", viewer])
                _ = try Self.authors(in: inbox, pattern: "^\\d+ (?:unread|read  ) \(Self.instant) ")
            }
            let comments = try term.succeed(["book", "comments", "1"])
            #expect(try Self.authors(in: comments, pattern: "^(\\w+) \\(loan \\d+, \(Self.instant)\\): ") == ["bob"])
            let page = try term.succeed(["book", "show", "1"])
            #expect(try Self.authors(in: page.components(separatedBy: "\ncomments:\n")[1],
                                     pattern: "^  (\\w+) \\(loan \\d+, \(Self.instant)\\): ") == ["bob"])
            for arguments in [["loans", "--user", "bob", "--history"], ["loans", "--user", "alice", "--history"]] {
                Self.expectNoForgedLine(in: try term.succeed(arguments), arguments)
            }
        }
    }

    /// Runs `arguments`, which send `text` as `field`: the command succeeds and returns the text as
    /// stored when the field's rule takes it, and fails with exit 1 naming the field otherwise.
    private func send(_ text: String, as arguments: [String], field: TextField, _ term: Term) throws -> String? {
        let stored = try? field.required(text)
        let outcome = try term.run(arguments)
        if let stored {
            #expect(outcome.status == 0, "\(text.debugDescription): \(outcome.errors)")
            return outcome.status == 0 ? stored : nil
        }
        #expect(outcome.status == 1 && outcome.errors.hasPrefix(field.name), "\(text.debugDescription): \(outcome.errors)")
        #expect(outcome.errors.split(separator: "\n").count == 1, "\(text.debugDescription): \(outcome.errors)")
        return nil
    }

    /// The author `pattern` captures on each line it matches, in order, after checking that every
    /// other line continues one of them (indented) and that nothing raw reaches the terminal.
    private static func authors(in output: String, pattern: String) throws -> [String] {
        let expression = try Regex(pattern)
        var authors: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if let match = try expression.firstMatch(in: String(line)) {
                authors.append(match.output.count > 1 ? String(match.output[1].substring ?? "") : "")
            } else {
                #expect(line.hasPrefix("    ") || line.isEmpty, "a line no one wrote: \(line.debugDescription)")
            }
        }
        expectNoForgedLine(in: output, [pattern])
        return authors
    }

    /// No line starts with a forged line or a tab, and no scalar is unsafe to print but line feeds
    /// and tabs, which multi-line texts keep (after their indentation).
    private static func expectNoForgedLine(in output: String, _ context: [String]) {
        for line in output.split(separator: "\n") {
            #expect(!line.hasPrefix(RandomUserText.forgedLine) && !line.hasPrefix("\t"), "\(context): \(line.debugDescription)")
        }
        let unsafe = output.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && $0.isUnsafeToPrint }
        #expect(unsafe.isEmpty, "\(context): \(unsafe.map { String($0.value, radix: 16) })")
    }

    /// The `text` field of each JSON line.
    private static func texts(inJSONLines output: String) throws -> [String] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["text"] as? String)
        }
    }
}
