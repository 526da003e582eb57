import GRDB
import ISBNKit
import ShelfScanTestSupport
import Testing
@testable import LendingKit

@Suite("Random operations")
struct RandomOperationTests {
    /// One random step: who acts, what they do, and whether the rules say they are a party to it.
    private struct Step {
        let description: String
        /// `false` when the actor is not a party, so the step must fail with `.notAllowed` or `.notFound`.
        let byParty: Bool
        /// Whether the step may change an existing rating: a rater revising theirs.
        var revisesRating = false
        /// Whether the step carries random user text, which may be refused as invalid before
        /// anything else is checked.
        var carriesText = false
        let run: () throws -> Void
    }

    @Test("random users doing random things, random text included, keep everything in agreement and lose no history",
          arguments: [1 as UInt64, 2, 3, 42])
    func randomSequences(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let library = try Library()
        let db = library.db
        let users = [library.alice, library.bob, library.carol, library.dave]
        // Two ISBNs shared by several copies, so scans by ISBN can be ambiguous.
        for index in 0..<8 {
            let owner = users[index % 3]
            try library.addBook("Book \(index)", by: owner, isbn: Library.isbn(index % 2), gift: index == 5)
        }
        var failures = 0
        for number in 0..<400 {
            let step = try makeStep(db, users: users, random: &random)
            let before = try DatabaseSnapshot(db)
            do {
                try step.run()
                #expect(step.byParty, "step \(number) \(step.description) succeeded for a non-party")
                let lost = Self.lostHistory(before, try DatabaseSnapshot(db), ratingsMayChange: step.revisesRating)
                #expect(lost.isEmpty, "step \(number) \(step.description): \(lost)")
            } catch let error as LendingError {
                failures += 1
                #expect(try DatabaseSnapshot(db) == before, "step \(number) \(step.description) failed but changed data")
                if !step.byParty {
                    let allowed: [LendingError.Kind] = step.carriesText ? [.notAllowed, .notFound, .invalidInput] : [.notAllowed, .notFound]
                    #expect(allowed.contains(error.kind), "step \(number): \(error)")
                }
            }
            let unsafe = try Self.unprintableTexts(in: db)
            #expect(unsafe.isEmpty, "after step \(number) \(step.description): \(unsafe)")
            let problems = try ConsistencyChecker.problems(in: db)
            #expect(problems.isEmpty, "after step \(number) \(step.description): \(problems)")
            if !problems.isEmpty { return }
        }
        let (loans, removed) = try db.dbWriter.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM loan") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM book WHERE status = 'removed'") ?? 0)
        }
        // The mix must exercise the whole life cycle, removals included, not only errors.
        #expect(loans > 0)
        #expect(removed > 0)
        #expect(failures < 300)
    }

    /// The stored messages and return comments that hold a scalar no terminal may get raw, or a
    /// carriage return: every text a user typed passes `TextField` before it is stored.
    private static func unprintableTexts(in db: AppDatabase) throws -> [String] {
        let texts = try db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM message UNION ALL SELECT returnComment FROM loan WHERE returnComment IS NOT NULL")
        }
        return texts.filter { text in text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && $0.isUnsafeToPrint } }
    }

    /// What a successful step took away from the history: rows of requests, loans, ratings,
    /// messages, events and books that went, and ratings or return comments that changed other
    /// than by being given (or, when `ratingsMayChange`, revised by their rater), so no average can
    /// move but by a rating.
    private static func lostHistory(_ before: DatabaseSnapshot, _ after: DatabaseSnapshot,
                                    ratingsMayChange: Bool) -> [String] {
        var lost: [String] = []
        for table in ["book", "bookRequest", "loan", "rating", "message", "lendingEvent"] {
            let kept = Set(after.tables[table, default: []].map { $0["id"] as Int64 })
            let gone = before.tables[table, default: []].filter { !kept.contains($0["id"]) }
            if !gone.isEmpty { lost.append("\(gone.count) \(table) rows gone") }
        }
        let ratings = after.tables["rating", default: []].prefix(before.tables["rating", default: []].count)
        if !ratingsMayChange, Array(ratings) != before.tables["rating", default: []] { lost.append("ratings changed") }
        let comments = Dictionary(uniqueKeysWithValues: after.tables["loan", default: []].map {
            ($0["id"] as Int64, $0["returnComment"] as String?)
        })
        for loan in before.tables["loan", default: []] where loan["returnComment"] as String? != nil {
            if comments[loan["id"]] != loan["returnComment"] { lost.append("return comment of loan \(loan["id"] as Int64) changed") }
        }
        return lost
    }

    /// A random step, by the party it concerns three times in four and by anyone otherwise, so that
    /// both the life cycle and the permission checks get exercised.
    private func makeStep(_ db: AppDatabase, users: [User], random: inout SplitMix64) throws -> Step {
        let state = try db.dbWriter.read { db in
            (books: try Row.fetchAll(db, sql: "SELECT id, ownerID, isbn, status FROM book"),
             requests: try Row.fetchAll(db, sql: """
                SELECT r.id, r.borrowerID, r.status, b.ownerID FROM bookRequest r JOIN book b ON b.id = r.bookID
                """),
             loans: try Row.fetchAll(db, sql: "SELECT id, lenderID, borrowerID FROM loan"))
        }
        func pick(_ rows: [Row]) -> Row? { rows.isEmpty ? nil : rows[Int(random.next() % UInt64(rows.count))] }
        let anyone = users[Int(random.next() % UInt64(users.count))]
        let byParty = random.next() % 4 != 0
        func party(_ id: Int64) -> User { byParty ? users.first { $0.id == id } ?? anyone : anyone }
        let choice = random.next() % 13
        // Mostly live targets: closed requests and idle books only produce errors.
        let live = random.next() % 4 != 0
        let requests = live ? state.requests.filter { ["pending", "accepted"].contains($0["status"] as String) } : state.requests
        let scannable = live ? state.books.filter { ["accepted", "borrowed"].contains($0["status"] as String) } : state.books
        if state.books.filter({ $0["status"] as String != "removed" }).count < 6 {
            let owner = anyone
            let isbn = Library.isbn(Int(random.next() % 2))
            return Step(description: "\(owner.username) adds a book", byParty: true) {
                try db.addBook(BookDraft(isbn: isbn, title: "Added", authors: ["A"]), by: owner)
            }
        }
        if choice < 2, let book = pick(state.books) {
            let actor = anyone
            let who = actor.username
            let id: Int64 = book["id"]
            return Step(description: "\(who) requests book \(id)", byParty: book["ownerID"] != actor.id) {
                try db.requestBook(id, by: actor)
            }
        }
        if choice < 6, let request = pick(requests) {
            let id: Int64 = request["id"]
            let actor = choice == 5 ? party(request["borrowerID"]) : party(request["ownerID"])
            let who = actor.username
            let isOwner = request["ownerID"] == actor.id
            let isBorrower = request["borrowerID"] == actor.id
            switch choice {
            case 2, 3:
                return Step(description: "\(who) accepts request \(id)", byParty: isOwner) {
                    try db.accept(request: id, pickup: Library.spot, by: actor)
                }
            case 4:
                return Step(description: "\(who) declines request \(id)", byParty: isOwner) {
                    try db.decline(request: id, by: actor)
                }
            default:
                return Step(description: "\(who) cancels request \(id)", byParty: isBorrower) {
                    try db.cancel(request: id, by: actor)
                }
            }
        }
        if choice < 10, let book = pick(scannable) {
            let isbn: ISBN = book["isbn"]
            let waiting = try db.dbWriter.read { db in
                try Int64.fetchAll(db, sql: """
                    SELECT b.ownerID FROM bookRequest r JOIN book b ON b.id = r.bookID
                    WHERE r.bookID = ?1 AND r.status = 'accepted'
                    UNION ALL SELECT r.borrowerID FROM bookRequest r WHERE r.bookID = ?1 AND r.status = 'accepted'
                    UNION ALL SELECT lenderID FROM loan WHERE bookID = ?1 AND returnedAt IS NULL
                    UNION ALL SELECT borrowerID FROM loan WHERE bookID = ?1 AND returnedAt IS NULL
                    """, arguments: [book["id"]])
            }
            let actor = waiting.isEmpty ? anyone : party(waiting[Int(random.next() % UInt64(waiting.count))])
            let who = actor.username
            let bookID: Int64? = random.next() % 3 == 0 ? book["id"] : nil
            // A side that has scanned already is still a party: its second scan is a conflict, not a stranger's.
            let isParty = try db.dbWriter.read { db in try AppDatabase.scans(db, user: actor, code: .isbn(isbn)) }
                .contains { bookID == nil || $0.scan.bookID == bookID }
            let comment = random.next() % 2 == 0 ? RandomUserText.make(&random) : nil
            return Step(description: "\(who) scans \(isbn) (book \(bookID.map(String.init) ?? "?"))", byParty: isParty,
                        carriesText: comment != nil) {
                if choice < 8 {
                    try db.scan(ScanTarget(code: .isbn(isbn), bookID: bookID),
                                action: .eitherSide(.handover), by: actor).outcome
                } else {
                    try db.scan(ScanTarget(code: .isbn(isbn), bookID: bookID),
                                action: .whicheverWaits, by: actor, comment: comment).outcome
                }
            }
        }
        if choice == 10, let book = pick(state.books) {
            let id: Int64 = book["id"]
            let actor = party(book["ownerID"])
            let who = actor.username
            let isOwner = book["ownerID"] == actor.id
            if random.next() % 8 == 0 {
                return Step(description: "\(who) deletes book \(id)", byParty: isOwner) { try db.deleteBook(id, by: actor) }
            }
            return Step(description: "\(who) edits book \(id)", byParty: isOwner) {
                try db.editBook(id, changes: BookChanges(description: "Edited by \(who)"), by: actor)
            }
        }
        if choice == 12, let request = pick(state.requests) {
            let id: Int64 = request["id"]
            let actor = party(random.next() % 2 == 0 ? request["ownerID"] : request["borrowerID"])
            let isParty = request["ownerID"] == actor.id || request["borrowerID"] == actor.id
            let text = RandomUserText.make(&random)
            return Step(description: "\(actor.username) writes on request \(id)", byParty: isParty, carriesText: true) {
                try db.sendMessage(text, on: id, by: actor)
            }
        }
        if let loan = pick(state.loans) {
            let id: Int64 = loan["id"]
            let actor = party(random.next() % 2 == 0 ? loan["lenderID"] : loan["borrowerID"])
            let who = actor.username
            let isParty = loan["lenderID"] == actor.id || loan["borrowerID"] == actor.id
            let stars = Int(random.next() % 5) + 1
            return Step(description: "\(who) rates loan \(id) \(stars) stars", byParty: isParty, revisesRating: true) {
                try db.rate(.loan(id), stars: stars, by: actor)
            }
        }
        return Step(description: "\(anyone.username) reads their inbox", byParty: true) { _ = try db.inbox(of: anyone) }
    }
}
