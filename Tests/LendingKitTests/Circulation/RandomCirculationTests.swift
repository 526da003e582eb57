import Foundation
import GRDB
import ShelfScanTestSupport
import Testing
@testable import LendingKit

/// Random circulation under a library's policy: requests and scans, self-service checkouts and
/// check-ins, holds, renewals, payments, notices and days passing, in any order. After every step
/// fines, holds, loans and statuses must agree, and a refused step must change nothing.
@Suite("Random circulation")
struct RandomCirculationTests {
    private struct Step {
        let description: String
        let run: () throws -> Void
    }

    @Test("random circulation keeps fines, holds, loans and statuses in agreement", arguments: [7 as UInt64, 8, 9])
    func randomCirculation(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let story = try CirculationLibrary { policy in
            policy.loanDays = 5
            policy.renewals = 2
            policy.maxLoans = 3
            policy.finePerDay = try CirculationLibrary.euros("0.50")
            policy.graceDays = 1
            policy.maxFine = try CirculationLibrary.euros("3")
            policy.blockAt = try CirculationLibrary.euros("2")
            policy.closedWeekdays = [.sunday]
            policy.holdPickupDays = 2
            policy.place = try PickupLocation(latitude: 1, longitude: 2, address: "Desk")
            policy.selfService = true
        }
        let members = [story.bob, story.carol, story.dave]
        var sessions: [AuthenticatedMember] = []
        for (index, member) in members.enumerated() {
            try story.db.addMember(member, card: "M-\(index)", pin: "1234", by: story.alice)
            sessions.append(try story.db.authenticate(card: "M-\(index)", pin: "1234", library: story.alice))
        }
        for number in 0..<6 { try story.book(number % 4, title: "Copy \(number)") }
        var refused = 0
        for number in 0..<400 {
            let step = try makeStep(story, members: members, sessions: sessions, random: &random)
            let before = try DatabaseSnapshot(story.db)
            do {
                try step.run()
            } catch let error as LendingError {
                refused += 1
                #expect(try DatabaseSnapshot(story.db) == before, "step \(number) \(step.description) failed (\(error)) but changed data")
            }
            let problems = try ConsistencyChecker.problems(in: story.db) + (try Self.fineProblems(story))
            #expect(problems.isEmpty, "after step \(number) \(step.description): \(problems)")
            if !problems.isEmpty { return }
        }
        let counts = try story.db.dbWriter.read { db in
            (fines: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fineEntry WHERE kind = 'fine'") ?? 0,
             holds: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM hold WHERE status IN ('ready', 'fulfilled', 'expired')") ?? 0,
             renewed: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM loan WHERE renewals > 0") ?? 0)
        }
        // The mix must reach fines, holds that came due, and renewals, not only refusals.
        #expect(counts.fines > 0 && counts.holds > 0 && counts.renewed > 0, "\(counts)")
        #expect(refused < 330)
    }

    /// Every ended loan was charged exactly what the policy says for the day it came back.
    private static func fineProblems(_ story: CirculationLibrary) throws -> [String] {
        let policy = try story.db.policy(of: story.alice)
        return try story.db.dbWriter.read { db in
            try Row.fetchAll(db, sql: """
                SELECT l.id, l.dueDate, l.returnedAt, COALESCE(f.amount, 0) AS charged
                FROM loan l LEFT JOIN fineEntry f ON f.loanID = l.id WHERE l.returnedAt IS NOT NULL
                """).compactMap { row in
                let returnedAt: Date = row["returnedAt"]
                let expected = policy.loanTerms.fine(dueDate: row["dueDate"], on: policy.calendar.day(of: returnedAt),
                                                      calendar: policy.calendar)
                let charged: Int64 = row["charged"]
                return charged == expected.minorUnits ? nil : "loan \(row["id"] as Int64) charged \(charged), expected \(expected)"
            }
        }
    }

    private func makeStep(_ story: CirculationLibrary, members: [User], sessions: [AuthenticatedMember],
                          random: inout SplitMix64) throws -> Step {
        let db = story.db
        let state = try db.dbWriter.read { db in
            (books: try Row.fetchAll(db, sql: "SELECT id, isbn, status FROM book"),
             requests: try Row.fetchAll(db, sql: "SELECT id, borrowerID FROM bookRequest WHERE status IN ('pending', 'accepted')"),
             loans: try Row.fetchAll(db, sql: "SELECT id, bookID, borrowerID FROM loan WHERE returnedAt IS NULL"),
             holds: try Row.fetchAll(db, sql: "SELECT id, holderID FROM hold WHERE status IN ('waiting', 'ready')"))
        }
        func pick(_ rows: [Row]) -> Row? { rows.isEmpty ? nil : rows[Int(random.next() % UInt64(rows.count))] }
        let who = Int(random.next() % UInt64(members.count))
        let member = members[who]
        let session = sessions[who]
        let book = pick(state.books)
        let bookID: Int64 = book?["id"] ?? 0
        let code = BookCode.isbn(book?["isbn"] ?? Library.isbn(0))
        let flip = random.next() % 2 == 0
        switch random.next() % 14 {
        case 0:
            return Step(description: "\(member.username) requests book \(bookID)") { try db.requestBook(bookID, by: member) }
        case 1:
            guard let request = pick(state.requests) else { break }
            let id: Int64 = request["id"]
            return Step(description: "alice accepts request \(id)") { try db.accept(request: id, pickup: Library.spot, by: story.alice) }
        case 2:
            guard let request = pick(state.requests) else { break }
            let id: Int64 = request["id"]
            let borrower = members.first { $0.id == request["borrowerID"] } ?? member
            return Step(description: "\(borrower.username) cancels request \(id)") { try db.cancel(request: id, by: borrower) }
        case 3:
            let scanner = flip ? member : story.alice
            return Step(description: "\(scanner.username) scans book \(bookID)") {
                try db.scan(ScanTarget(code: code, bookID: bookID), action: .whicheverWaits, by: scanner).outcome
            }
        case 4, 5:
            return Step(description: "\(member.username) checks out book \(bookID)") { try db.checkout([code], member: session) }
        case 6:
            guard let loan = pick(state.loans) else { break }
            let borrower = sessions.first { $0.user.id == loan["borrowerID"] } ?? session
            return Step(description: "\(borrower.user.username) checks in book \(loan["bookID"] as Int64)") {
                try db.checkin([.isbn(try db.book(loan["bookID"]).isbn ?? Library.isbn(0))], member: borrower)
            }
        case 7:
            // Mostly books that are out, which a hold can wait for.
            let out = state.books.filter { ["accepted", "borrowed"].contains($0["status"] as String) }
            let held: Int64 = (flip ? pick(out) : nil)?["id"] ?? bookID
            return Step(description: "\(member.username) holds book \(held)") { try db.placeHold(onBook: held, by: member) }
        case 8:
            guard let hold = pick(state.holds) else { break }
            let id: Int64 = hold["id"]
            let actor = flip ? story.alice : members.first { $0.id == hold["holderID"] } ?? member
            return Step(description: "\(actor.username) cancels hold \(id)") { try db.cancelHold(id, by: actor) }
        case 9:
            guard let loan = pick(state.loans) else { break }
            let id: Int64 = loan["id"]
            let borrower = members.first { $0.id == loan["borrowerID"] } ?? member
            return Step(description: "\(borrower.username) renews loan \(id)") { try db.renew(loan: id, by: borrower) }
        case 10:
            let amount = Money(minorUnits: Int64(random.next() % 4) * 50, currency: .euro)
            return Step(description: flip ? "\(member.username) pays \(amount)" : "alice waives \(member.username)'s fines") {
                if flip {
                    try db.payFines(amount, of: member, by: story.alice)
                } else {
                    try db.waiveFines(nil, of: member, by: story.alice)
                }
            }
        case 11:
            return Step(description: "notices") { try db.sendAllNotices() }
        case 12:
            let flag = random.next() % 3 == 0
            return Step(description: "alice sets book \(bookID) reference \(flag)") {
                try db.editBook(bookID, changes: BookChanges(isReference: flag), by: story.alice)
            }
        default:
            break
        }
        let days = Int(random.next() % 3) + 1
        return Step(description: "\(days) days pass") { story.advance(days: days) }
    }
}
