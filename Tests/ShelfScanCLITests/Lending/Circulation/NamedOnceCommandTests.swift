import Foundation
import Testing

/// An error names its input once: a typed ISBN, a book id or a hold id appears in the message a
/// single time, whichever command and layer the error came from.
@Suite("shelfscan lending: errors name the input once")
struct NamedOnceCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns
    /// A valid ISBN no book of the term has.
    private static let stranger = "9780131103627"

    @Test("each refused ISBN, book id and hold id appears once in its error line")
    func namedOnce() throws {
        try LendingScratch.with { scratch in
            let term = try Self.selfServiceTerm(scratch)
            try term.addBook(Self.isbns[0], title: "One")
            let card = ["--user", "alice", "--card", "B-1"]
            let cases: [(arguments: [String], status: Int32, named: String)] = [
                (["handover", "--user", "alice", "--isbn", Self.stranger], 3, Self.stranger),
                (["receive", "--user", "bob", "--isbn", Self.isbns[0]], 3, Self.isbns[0]),
                (["checkout"] + card + ["--isbn", Self.stranger], 5, Self.stranger),
                (["checkin"] + card + ["--isbn", Self.stranger], 5, Self.stranger),
                (["checkout"] + card + ["--isbn", "978-0-13-110362-7"], 5, Self.stranger),
                (["book", "add", "--user", "alice", "--isbn", "9780131103628", "--title", "T", "--author", "A"], 1,
                 "9780131103628"),
                (["hold", "41", "--user", "carol"], 3, "41"),
                (["hold", "cancel", "42", "--user", "carol"], 3, "42"),
            ]
            for (arguments, status, named) in cases {
                let errors = try term.fail(arguments, status: status, pin: "2468")
                let lines = errors.split(separator: "\n")
                #expect(lines.count == 1, "\(arguments): \(errors)")
                #expect(errors.components(separatedBy: named).count == 2, "\(arguments): \(errors)")
            }
        }
    }

    @Test("a refusal of a photo's book names the photo once and the book's code once")
    func photoNamedOnce() throws {
        try LendingScratch.with { scratch in
            let term = try Self.selfServiceTerm(scratch)
            let photo = LendingScratch.plainPhoto
            let errors = try term.fail(["checkout", "--user", "alice", "--card", "B-1", "--image", photo], status: 5, pin: "2468")
            #expect(errors == "\(photo): cannot check out ISBN 9780306406157: not a book of this library; please ask at the desk\n")
        }
    }

    /// alice's library with self-service on, and bob a member with card B-1 and PIN 2468.
    private static func selfServiceTerm(_ scratch: LendingScratch) throws -> Term {
        let term = try Term(scratch: scratch)
        try term.succeed(["policy", "set", "--user", "alice", "--lat", "52.52", "--lon", "13.40", "--address", "Desk",
                          "--self-service", "on"])
        try term.succeed(["member", "add", "bob", "--card", "B-1", "--user", "alice"], pin: "2468")
        return term
    }
}
