import Foundation
import ShelfScan
import Testing

@Suite("SHELFSCAN_NOW")
struct ClockCommandTests {
    static let now = "2026-01-02T03:04:05Z"

    @Test("A lending operation done with SHELFSCAN_NOW set carries that instant in its event log and its records")
    func eventLogCarriesTheInstant() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        let variables = ["SHELFSCAN_NOW": Self.now]
        for arguments in [["user", "add", "alice"], ["user", "add", "bob"],
                          ["book", "add", "--user", "alice", "--image", LendingScratch.plainPhoto, "--title", "Numbers",
                           "--author", "Ann Author"],
                          ["request", "1", "--user", "bob"]] {
            let outcome = try scratch.run(arguments, variables: variables)
            #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
        }
        let accepted = try scratch.run(["accept", "1", "--user", "alice", "--lat", "1", "--lon", "2", "--json"],
                                       variables: ["SHELFSCAN_NOW": "2026-01-03T10:00:00.500+01:00"])
        #expect(accepted.output.contains("\"createdAt\":\"\(Self.now)\""))

        let database = try AppDatabase.open(atPath: scratch.database)
        let instant = try #require(ISO8601DateFormatter().date(from: Self.now))
        let events = try database.events(ofBook: 1)
        #expect(events.map(\.action) == [.bookAdded, .photoAdded, .requested, .accepted])
        #expect(events.dropLast().allSatisfy { $0.at == instant })
        // 10:00:00.500 at UTC+1 is 09:00:00.500 UTC: a day, five hours and 55m 55.5s later.
        #expect(events.last?.at == instant.addingTimeInterval(86_400 + 5 * 3600 + 55 * 60 + 55.5))
        #expect(try database.user(named: "bob").createdAt == instant)
    }

    @Test("A SHELFSCAN_NOW that is no ISO 8601 instant is refused, naming it, before anything is done")
    func invalidInstant() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        let outcome = try scratch.run(["user", "add", "alice"], variables: ["SHELFSCAN_NOW": "next tuesday"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "SHELFSCAN_NOW 'next tuesday' is not an ISO 8601 instant such as 2026-11-24T09:30:00Z\n")
        #expect(try scratch.run(["user", "show", "alice"]).status == 3)
    }
}
