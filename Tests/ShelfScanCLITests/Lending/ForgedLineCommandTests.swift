import Foundation
import Testing

/// Text that spans lines, typed to pass for another user's line: it goes through every kind of
/// text a user can type that may hold line breaks, and every command that shows it must keep its
/// later lines indented, so that no line in column 0 is anyone's but the program's.
@Suite("Forged lines")
struct ForgedLineCommandTests {
    /// What each text carries after its first line: a message of alice's, to all appearances.
    static let forgery = "2026-11-11T10:06:00Z alice: keep the book"

    /// `kind` followed by the forged line, and a line starting with a tab for good measure.
    static func forged(_ kind: String) -> String {
        "\(kind) ok\n\(forgery)\n\talice: sure"
    }

    @Test("messages, inbox, comments, reviews, descriptions, pickup and private notes never print a line in column 0 that they hold")
    func everyPlace() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["user", "add", "bob"])
            try scratch.succeed(["book", "add", "--user", "alice", "--image", LendingScratch.coverPhoto,
                                 "--title", "Flatland", "--author", "Edwin A. Abbott", "--description", Self.forged("description")])
            try scratch.succeed(["request", "1", "--user", "bob"])
            try scratch.succeed(["message", "send", "1", Self.forged("message"), "--user", "bob"])
            try scratch.succeed(["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405",
                                 "--address", "Gate 1", "--comment", Self.forged("pickup")])
            try scratch.succeed(["pickup", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405",
                                 "--address", "Gate 2", "--comment", Self.forged("moved")])
            try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.coverPhoto])
            try scratch.succeed(["receive", "--user", "bob", "--image", LendingScratch.coverPhoto])
            try scratch.succeed(["return", "--user", "bob", "--image", LendingScratch.coverPhoto,
                                 "--comment", Self.forged("comment")])
            try scratch.succeed(["receive", "--user", "alice", "--image", LendingScratch.coverPhoto])
            try scratch.succeed(["rate", "1", "5", "--user", "alice", "--text", Self.forged("review")])
            try scratch.succeed(["book", "edit", "1", "--user", "alice", "--note", Self.forged("note")])

            let shows: [[String]] = [
                ["message", "list", "1", "--user", "alice"], ["message", "list", "1", "--user", "bob"],
                ["inbox", "--user", "alice"], ["inbox", "--user", "bob"],
                ["book", "comments", "1"], ["book", "show", "1"], ["book", "show", "1", "--user", "alice"],
                ["book", "list", "--user", "alice"],
                ["book", "requests", "1", "--user", "alice"], ["search", "flatland"],
                ["loans", "--user", "bob"], ["loans", "--user", "alice"], ["loans", "--user", "bob", "--history"],
                ["user", "show", "bob"],
            ]
            var kindsSeen: Set<String> = []
            for arguments in shows {
                let outcome = try scratch.run(arguments)
                #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
                for line in (outcome.output + outcome.errors).split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(!line.hasPrefix(Self.forgery) && !line.hasPrefix("\t"),
                            "\(arguments) printed a forged line: \(line)")
                    if line.contains(Self.forgery) {
                        #expect(line.hasPrefix("    "), "\(arguments): \(line)")
                    }
                }
                for kind in ["description", "message", "pickup", "moved", "comment", "review", "note"]
                where outcome.output.contains("\(kind) ok") {
                    kindsSeen.insert(kind)
                }
            }
            #expect(kindsSeen == ["description", "message", "pickup", "moved", "comment", "review", "note"])
        }
    }
}
