import Testing
@testable import LendingKit

@Suite("Requests")
struct RequestTests {
    @Test("a request makes the book requested and tells the owner")
    func request() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        #expect(request.status == .pending)
        #expect(try library.db.book(book.id).status == .requested)
        let inbox = try library.db.inbox(of: library.alice)
        #expect(inbox.map(\.kind) == [.requestReceived])
        #expect(inbox.first?.text.contains("bob asked for \"Dune\"") == true)
        #expect(try library.db.borrowerEntries(of: library.bob, in: [.requested]).map(\.book.id) == [book.id])
    }

    @Test("owners cannot request their own book; one open request per borrower and book")
    func requestRules() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        expectError(.notAllowed) { try library.db.requestBook(book.id, by: library.alice) }
        let request = try library.db.requestBook(book.id, by: library.bob)
        let error = expectError(.conflict) { try library.db.requestBook(book.id, by: library.bob) }
        #expect(error == .alreadyRequested(bookID: book.id, requestID: request.id))
        expectError(.notFound) { try library.db.requestBook(999, by: library.bob) }
    }

    @Test("accepting sets the pickup, declines every other pending request and tells everyone")
    func accept() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let bobs = try library.db.requestBook(book.id, by: library.bob)
        let carols = try library.db.requestBook(book.id, by: library.carol)
        let daves = try library.db.requestBook(book.id, by: library.dave)
        try library.db.cancel(request: daves.id, by: library.dave)
        let accepted = try library.db.accept(request: bobs.id, pickup: Library.spot, by: library.alice)
        #expect(accepted.status == .accepted)
        #expect(accepted.pickup == Library.spot)
        #expect(try library.db.book(book.id).status == .accepted)
        let statuses = try library.db.requests(onBook: book.id, by: library.alice).map(\.request.status)
        #expect(statuses == [.cancelled, .declined, .accepted])
        #expect(try library.db.inbox(of: library.carol).map(\.kind) == [.requestDeclined])
        let told = try library.db.inbox(of: library.carol).first?.text ?? ""
        #expect(told.contains("promised") && told.contains("to someone else") && !told.contains("lent"))
        #expect(try library.db.inbox(of: library.bob).first?.kind == .requestAccepted)
        let waiting = try library.db.borrowerEntries(of: library.bob, in: [.accepted])
        #expect(waiting.first?.request.pickup?.address == "Hôtel de Ville")
        #expect(waiting.first?.owner == "alice")
        expectError(.conflict) { try library.db.accept(request: carols.id, pickup: Library.spot, by: library.alice) }
        expectError(.conflict) { try library.db.requestBook(book.id, by: library.carol) }
        let actions = try library.db.events(ofBook: book.id).map(\.action)
        #expect(actions == [.bookAdded, .requested, .requested, .requested, .cancelled, .declined, .accepted])
    }

    @Test("pickup coordinates are validated", arguments: [(91.0, 0.0), (-90.5, 0.0), (0.0, 180.5), (0.0, -181.0),
                                                          (Double.nan, 0.0), (0.0, Double.infinity)])
    func pickupValidation(latitude: Double, longitude: Double) {
        expectError(.invalidInput) { try PickupLocation(latitude: latitude, longitude: longitude, address: "x") }
    }

    @Test("the owner may move the pickup of an accepted request only")
    func setPickup() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        expectError(.conflict) { try library.db.setPickup(of: request.id, to: Library.spot, by: library.alice) }
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        let moved = try PickupLocation(latitude: -33.86, longitude: 151.21, address: "Opera House", comment: " ")
        #expect(try library.db.setPickup(of: request.id, to: moved, by: library.alice).pickup == moved)
        #expect(moved.comment == nil)
        #expect(try library.db.inbox(of: library.bob).first?.kind == .pickupChanged)
        expectError(.notAllowed) { try library.db.setPickup(of: request.id, to: moved, by: library.bob) }
    }

    @Test("declining or cancelling returns the book to what its other requests say")
    func declineAndCancel() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let bobs = try library.db.requestBook(book.id, by: library.bob)
        let carols = try library.db.requestBook(book.id, by: library.carol)
        #expect(try library.db.decline(request: bobs.id, by: library.alice).status == .declined)
        #expect(try library.db.book(book.id).status == .requested)
        try library.db.accept(request: carols.id, pickup: Library.spot, by: library.alice)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.alice).outcome
        #expect(try library.db.cancel(request: carols.id, by: library.carol).status == .cancelled)
        #expect(try library.db.book(book.id).status == .available)
        #expect(try library.db.inbox(of: library.alice).first?.kind == .requestCancelled)
        expectError(.conflict) { try library.db.cancel(request: carols.id, by: library.carol) }
        expectError(.conflict) { try library.db.decline(request: bobs.id, by: library.alice) }
        #expect(try ConsistencyChecker.problems(in: library.db).isEmpty)
    }

    @Test("only the owner accepts or declines, only the requester cancels; nothing changes otherwise")
    func permissions() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        let before = try DatabaseSnapshot(library.db)
        for stranger in [library.bob, library.carol] {
            expectError(.notAllowed) { try library.db.accept(request: request.id, pickup: Library.spot, by: stranger) }
            expectError(.notAllowed) { try library.db.decline(request: request.id, by: stranger) }
            expectError(.notAllowed) { try library.db.requests(onBook: book.id, by: stranger) }
        }
        for stranger in [library.alice, library.carol] {
            expectError(.notAllowed) { try library.db.cancel(request: request.id, by: stranger) }
        }
        #expect(try DatabaseSnapshot(library.db) == before)
        expectError(.notFound) { try library.db.accept(request: 999, pickup: Library.spot, by: library.alice) }
    }
}
