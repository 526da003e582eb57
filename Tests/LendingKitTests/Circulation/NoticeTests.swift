import Foundation
import Testing
@testable import LendingKit

@Suite struct NoticeTests {
    @Test func dueSoonAndOverdueNoticesAreSentOncePerDay() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 7
            policy.dueSoonDays = 2
            policy.finePerDay = try CirculationLibrary.euros("0.50")
        }
        let book = try story.book()
        try story.lend(book, to: story.bob)
        let notices = { try story.db.inbox(of: story.bob).filter { [InboxItem.Kind.dueSoon, .overdue].contains($0.kind) } }
        story.advance(days: 4)   // due in 3 days
        #expect(try story.db.sendNotices(by: story.alice) == NoticeRun(lenders: 1))
        story.advance(days: 1)   // due in 2 days
        #expect(try story.db.sendNotices(by: story.alice).dueSoon == 1)
        #expect(try story.db.sendNotices(by: story.alice).dueSoon == 0)
        story.advance(days: 1)
        #expect(try story.db.sendNotices(by: story.alice).dueSoon == 0)
        #expect(try notices().map(\.text) == ["\"Dune\" (book 1, loan 1) is due in 2 days, on 2026-11-09"])
        story.advance(days: 2)   // 1 day overdue
        #expect(try story.db.sendNotices(by: story.alice).overdue == 1)
        #expect(try story.db.sendNotices(by: story.alice).overdue == 0)
        #expect(try notices().first?.text == "\"Dune\" (book 1, loan 1) is 1 day overdue, due 2026-11-09; fine so far 0.50 EUR:"
                + " please bring it back")
        for _ in 0..<6 {
            story.advance(days: 1)
            #expect(try story.db.sendAllNotices().overdue == 0)
        }
        story.advance(days: 1)   // a week after the first overdue notice
        #expect(try story.db.sendAllNotices().overdue == 1)
        // An earlier day given explicitly is idempotent too.
        let past = try CirculationLibrary.day("2026-11-10")
        #expect(try story.db.sendNotices(for: past, by: story.alice).overdue == 0)
        #expect(try notices().count == 3)
    }
}
