import Foundation
import Testing

/// A term at a library run from the command line: `alice` runs the library, `bob`, `carol` and
/// `dave` borrow, and every command runs on the day the term has reached, through SHELFSCAN_NOW.
final class CirculationTerm {
    let scratch: LendingScratch
    /// The day commands run on, at 10:00 UTC.
    var day: String

    init(scratch: LendingScratch, startingOn day: String = "2026-11-02") throws {
        self.scratch = scratch
        self.day = day
        for name in ["alice", "bob", "carol", "dave"] { try succeed(["user", "add", name]) }
    }

    /// Runs `shelfscan` on the term's day, with `pin` as SHELFSCAN_PIN when given.
    func run(_ arguments: [String], pin: String? = nil) throws -> CommandRunner.Outcome {
        var variables = ["SHELFSCAN_NOW": "\(day)T10:00:00Z"]
        if let pin { variables["SHELFSCAN_PIN"] = pin }
        return try scratch.run(arguments, variables: variables)
    }

    /// Runs `shelfscan`, requiring success; returns standard output.
    @discardableResult
    func succeed(_ arguments: [String], pin: String? = nil) throws -> String {
        let outcome = try run(arguments, pin: pin)
        guard outcome.status == 0 else { throw CommandFailed(arguments: arguments, outcome: outcome) }
        return outcome.output
    }

    /// Runs `shelfscan`, requiring exit `status`; returns standard error.
    @discardableResult
    func fail(_ arguments: [String], status: Int32, pin: String? = nil,
              sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try run(arguments, pin: pin)
        #expect(outcome.status == status, "\(arguments): \(outcome.errors)", sourceLocation: sourceLocation)
        return outcome.errors
    }

    /// alice's book `number` (ISBN 978-0-00-000000-x style, made from the number) titled `title`.
    func addBook(_ isbn: String, title: String) throws {
        try succeed(["book", "add", "--user", "alice", "--isbn", isbn, "--title", title, "--author", "A. Author", "--offline"])
    }

    /// Request, acceptance and both handover scans of book `id` with ISBN `isbn` by `borrower`.
    func lend(book id: Int, isbn: String, to borrower: String) throws {
        try succeed(["request", "\(id)", "--user", borrower])
        let request = try succeed(["loans", "--user", borrower, "--status", "requested", "--json"])
        let requestID = try #require(Self.number("\"id\":", in: request.components(separatedBy: "\"request\":").last ?? ""))
        try succeed(["accept", "\(requestID)", "--user", "alice", "--lat", "52.52", "--lon", "13.40", "--address", "Desk"])
        try succeed(["handover", "--user", "alice", "--isbn", isbn, "--book", "\(id)"])
        try succeed(["receive", "--user", borrower, "--isbn", isbn, "--book", "\(id)"])
    }

    /// Both return scans of book `id`.
    func giveBack(book id: Int, isbn: String, from borrower: String) throws {
        try succeed(["return", "--user", borrower, "--isbn", isbn, "--book", "\(id)"])
        try succeed(["receive", "--user", "alice", "--isbn", isbn, "--book", "\(id)"])
    }

    /// The first whole number after `key` in `text`.
    static func number(_ key: String, in text: String) -> Int? {
        guard let range = text.range(of: key) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// Valid ISBN-13s for the term's books.
    static let isbns = ["9780306406157", "9780441172719", "9780393316049", "9780140449136", "9780262033848"]
}
