import Foundation
import Testing

@Suite("shelfscan recommend and subjects")
struct RecommendCommandTests {
    @Test("A borrower is offered another book by the same author and on the same subject, with the reasons")
    func sameAuthorAndSubject() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.acceptedLoan()
        try scratch.succeed(["book", "edit", "1", "--user", "alice", "--subject", "Mathematics"])
        try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780393316049", "--title", "Flatland",
                             "--author", "Ann Author", "--subject", "mathematics", "--subject", "Satire"])
        #expect(try scratch.succeed(["recommend", "--user", "bob"]) == "no suggestions for bob yet: borrow a book first\n")

        try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780306406157"])
        try scratch.succeed(["receive", "--user", "bob", "--isbn", "9780306406157"])
        let text = try scratch.succeed(["recommend", "--user", "bob"])
        #expect(text == "book 2: \"Flatland\" by Ann Author, ISBN 9780393316049, available, owner alice: "
            + "same author Ann Author; same subject mathematics\n")
        let json = try scratch.succeed(["recommend", "--user", "bob", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let book = try #require(object["book"] as? [String: Any])
        #expect(book["subjects"] as? [String] == ["mathematics", "Satire"])
        #expect(object["reasons"] as? [String] == ["same author Ann Author", "same subject mathematics"])
        #expect(try scratch.succeed(["recommend", "--user", "alice"]) == "no suggestions for alice yet: borrow a book first\n")
    }

    @Test("--limit below 1, a blank subject, and --subject with --no-subjects are refused")
    func refusals() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.acceptedLoan()
        #expect(try scratch.run(["recommend", "--user", "bob", "--limit", "0"]).status == 64)
        let blank = try scratch.run(["book", "edit", "1", "--user", "alice", "--subject", " "])
        #expect(blank.status == 1)
        #expect(blank.errors.contains("subjects must not be empty"))
        #expect(try scratch.run(["book", "edit", "1", "--user", "alice", "--subject", "X", "--no-subjects"]).status == 64)
    }
}
