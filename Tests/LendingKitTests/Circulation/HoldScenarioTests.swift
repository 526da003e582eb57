import Foundation
import Testing
@testable import LendingKit

@Suite struct HoldScenarioTests {
    @Test func aQueueOfThreeWithOnePickupExpiring() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.holdPickupDays = 3
        }
        let erin = try story.library.user("erin")
        let book = try story.book()
        try story.lend(book, to: story.bob)
        let carolHold = try story.db.placeHold(onBook: book.id, by: story.carol)
        let daveHold = try story.db.placeHold(onBook: book.id, by: story.dave)
        let erinHold = try story.db.placeHold(onBook: book.id, by: erin)
        #expect([carolHold, daveHold, erinHold].map(\.position) == [1, 2, 3])
        #expect(try story.db.holdQueue(ofBook: book.id, by: story.alice).map(\.holder) == ["carol", "dave", "erin"])
        #expect(try story.db.holdQueue(ofBook: book.id, by: story.dave).map(\.holder) == ["dave"])

        story.advance(days: 5)
        try story.giveBack(book, from: story.bob)
        let ready = try #require(try story.db.holds(of: story.carol).first)
        #expect(ready.hold.status == .ready)
        #expect(ready.hold.pickupBy == (try CirculationLibrary.day("2026-11-10")))
        #expect(try story.db.book(book.id).status == .accepted)
        #expect(try story.db.holds(of: story.dave).first?.position == 1)
        #expect(try story.db.inbox(of: story.carol).contains { $0.kind == .holdReady && $0.text.contains("2026-11-10") })
        // Another member cannot take it, nor can carol's place be jumped by a request.
        expectError(.conflict) { try story.db.requestBook(book.id, by: erin) }

        story.advance(days: 3)   // the pickup day itself: still kept
        #expect(try story.db.sendNotices(by: story.alice).expiredHolds == 0)
        story.advance(days: 1)
        #expect(try story.db.sendNotices(by: story.alice).expiredHolds == 1)
        #expect(try story.db.holds(of: story.carol, history: true).first?.hold.status == .expired)
        #expect(try story.db.inbox(of: story.carol).contains {
            $0.kind == .holdEnded && $0.text.contains("on \"Dune\" (book \(book.id)) expired")
        })
        let daveReady = try #require(try story.db.holds(of: story.dave).first)
        #expect(daveReady.hold.status == .ready)
        #expect(try story.db.holds(of: erin).first?.position == 1)

        try story.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                          action: .eitherSide(.handover), by: story.alice).outcome
        guard case let .loanStarted(loan) = try story.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                              action: .eitherSide(.handover), by: story.dave).outcome else {
            Issue.record("dave's pickup did not start a loan")
            return
        }
        #expect(loan.dueDate == (try CirculationLibrary.day("2026-11-25")))
        #expect(try story.db.holds(of: story.dave, history: true).first?.hold.status == .fulfilled)
        #expect(try story.db.holds(of: erin).first?.position == 1)
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func cancellingAReadyHoldPassesTheBookOn() throws {
        let story = try CirculationLibrary { $0.loanDays = 7 }
        let book = try story.book()
        try story.lend(book, to: story.bob)
        let first = try story.db.placeHold(onBook: book.id, by: story.carol)
        try story.db.placeHold(onBook: book.id, by: story.dave)
        try story.giveBack(book, from: story.bob)
        expectError(.notAllowed) { try story.db.cancelHold(first.hold.id, by: story.dave) }
        let cancelled = try story.db.cancelHold(first.hold.id, by: story.carol)
        #expect(cancelled.hold.status == .cancelled)
        #expect(try story.db.holds(of: story.dave).first?.hold.status == .ready)
        // The owner declining the request made for dave's hold ends that hold too.
        let requestID = try #require(try story.db.holds(of: story.dave).first?.hold.requestID)
        try story.db.decline(request: requestID, by: story.alice)
        #expect(try story.db.holds(of: story.dave, history: true).first?.hold.status == .cancelled)
        #expect(try story.db.book(book.id).status == .available)
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func holdsAreRefusedWhenTheyCannotWaitForAnything() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 7
            policy.finePerDay = try CirculationLibrary.euros("1")
            policy.blockAt = try CirculationLibrary.euros("0")
        }
        let book = try story.book()
        let refusal = { (user: User) in
            CirculationLibrary.refusal(expectError(.conflict) { try story.db.placeHold(onBook: book.id, by: user) })
        }
        #expect(refusal(story.bob) == .availableNow(title: "Dune", bookID: book.id))
        #expect(refusal(story.alice) == .ownBook(title: "Dune"))
        let loan = try story.lend(book, to: story.bob)
        #expect(refusal(story.bob) == .alreadyYours(title: "Dune", loanID: loan.id))
        let hold = try story.db.placeHold(onBook: book.id, by: story.carol)
        #expect(refusal(story.carol) == .alreadyHeld(title: "Dune", holdID: hold.hold.id))
        story.advance(days: 8)   // bob owes 1.00, above the block of 0
        let other = try story.book(2, title: "Other")
        try story.lend(other, to: story.carol)
        #expect(CirculationLibrary.refusal(expectError(.conflict) { try story.db.placeHold(onBook: other.id, by: story.bob) })
                == .blockedByFines(title: "Other", owed: try CirculationLibrary.euros("1"), limit: try CirculationLibrary.euros("0")))
        expectError(.notFound) { try story.db.cancelHold(999, by: story.carol) }
    }
}
