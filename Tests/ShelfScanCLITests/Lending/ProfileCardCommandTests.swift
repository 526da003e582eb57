import Foundation
import Testing

/// Library cards on profiles: listed by `user show`, masked for all but the holder and the issuing
/// library, and checked by the rule `member add --card` follows.
@Suite("shelfscan lending: library cards on profiles")
struct ProfileCardCommandTests {
    /// The JSON object `line` holds.
    private static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("user show lists the library cards, whole for the holder and the issuing library, masked for others")
    func cardsOnProfiles() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["user", "add", "bob", "--card", "home-7007"])
            try scratch.succeed(["user", "add", "carol"])
            try scratch.succeed(["member", "add", "bob", "--card", "lc-0042", "--no-pin", "--user", "alice"])
            let cases: [([String], String)] = [
                (["--user", "bob"], "library card: HOME-7007\nlibrary card at alice: LC-0042\n"),
                (["--user", "alice"], "library card: ••••7007\nlibrary card at alice: LC-0042\n"),
                (["--user", "carol"], "library card: ••••7007\nlibrary card at alice: ••••0042\n"),
                ([], "library card: ••••7007\nlibrary card at alice: ••••0042\n"),
            ]
            for (viewer, cards) in cases {
                #expect(try scratch.succeed(["user", "show", "bob"] + viewer) == "bob (bob)\n" + cards + "rated: no ratings\n",
                        "\(viewer)")
            }
            let json = try scratch.succeed(["user", "show", "bob", "--user", "carol", "--json"])
            #expect(!json.contains("HOME-7007") && !json.contains("LC-0042"))
            let record = try Self.object(json)
            let user = try #require(record["user"] as? [String: Any])
            #expect(user["libraryCard"] as? String == "••••7007")
            let shown = try #require(record["cards"] as? [[String: Any]])
            #expect(shown.map { $0["number"] as? String } == ["••••7007", "••••0042"])
            #expect(shown.map { $0["library"] as? String } == [nil, "alice"])
            #expect(shown.allSatisfy { $0["isMasked"] as? Bool == true })
        }
    }

    @Test("user add --card and user edit --card take card numbers by the rule member add --card follows")
    func cardRule() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["user", "add", "bob"])
            for bad in ["LC 42", "LC_42", String(repeating: "9", count: 33)] {
                let message = "invalid card number '\(bad)': use 1 to 32 letters, digits or '-'\n"
                let commands = [["user", "add", "carol", "--card", bad], ["user", "edit", "--user", "bob", "--card", bad],
                                ["member", "add", "bob", "--card", bad, "--no-pin", "--user", "alice"]]
                for arguments in commands {
                    let outcome = try scratch.run(arguments)
                    #expect(outcome.status == 1 && outcome.errors == message, "\(arguments): \(outcome.errors)")
                }
            }
            #expect(try scratch.run(["user", "show", "carol"]).status == 3)
            #expect(try scratch.succeed(["user", "edit", "--user", "bob", "--card", " lc-7 "]) == "changed the profile of bob\n")
            #expect(try scratch.succeed(["user", "show", "bob", "--user", "bob"]).contains("library card: LC-7\n"))
            try scratch.succeed(["user", "edit", "--user", "bob", "--card", ""])
            #expect(!(try scratch.succeed(["user", "show", "bob", "--user", "bob"])).contains("library card"))
        }
    }
}
