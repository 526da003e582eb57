import Testing
@testable import LendingKit

/// Holds placed or cancelled several at once: each is tried on its own, and each says how it went.
@Suite struct SeveralHoldsTests {
    @Test func eachBookIsHeldOrRefusedOnItsOwnInOrder() throws {
        let story = try CirculationLibrary()
        let out = try story.book(1, title: "Out")
        let free = try story.book(2, title: "Free")
        let alsoOut = try story.book(3, title: "Also out")
        try story.lend(out, to: story.bob)
        try story.lend(alsoOut, to: story.dave)
        let outcomes = story.db.placeHolds(onBooks: [out.id, free.id, 999, alsoOut.id], by: story.carol)
        #expect(outcomes.map(\.id) == [out.id, free.id, 999, alsoOut.id])
        #expect((try outcomes[0].result.get()).position == 1)
        #expect(outcomes[1].result == .failure(.circulation(.refused(action: "place a hold on book \(free.id)",
                                                                      .availableNow(title: "Free", bookID: free.id)))))
        #expect(outcomes[2].result == .failure(.bookNotFound(999)))
        #expect((try outcomes[3].result.get()).title == "Also out")
        #expect(try story.db.holds(of: story.carol).map(\.hold.bookID) == [out.id, alsoOut.id])

        let held = try outcomes[0].result.get().hold.id
        let cancelled = story.db.cancelHolds([held, 999, held], by: story.carol)
        #expect((try cancelled[0].result.get()).hold.status == .cancelled)
        #expect(cancelled[1].result == .failure(.circulation(.holdNotFound(999))))
        #expect(cancelled[2].result == .failure(.circulation(.refused(action: "cancel hold \(held)",
                                                                       .holdEnded(holdID: held, status: .cancelled)))))
        #expect(try story.db.holds(of: story.carol).map(\.hold.bookID) == [alsoOut.id])
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }
}
