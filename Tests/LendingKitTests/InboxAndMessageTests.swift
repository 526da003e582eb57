import Testing
@testable import LendingKit

@Suite("Inbox and messages")
struct InboxAndMessageTests {
    @Test("notifications are unread until marked read, one by one or all at once")
    func inbox() throws {
        let library = try Library()
        let first = try library.addBook(by: library.alice)
        let second = try library.addBook("Emma", by: library.alice, isbn: Library.isbn(2))
        try library.db.requestBook(first.id, by: library.bob)
        try library.db.requestBook(second.id, by: library.carol)
        let items = try library.db.inbox(of: library.alice, unreadOnly: true)
        #expect(items.count == 2 && items.allSatisfy(\.isUnread))
        try library.db.markRead(items[0].id, by: library.alice)
        #expect(try library.db.inbox(of: library.alice, unreadOnly: true).map(\.id) == [items[1].id])
        #expect(try library.db.markAllRead(by: library.alice) == 1)
        #expect(try library.db.inbox(of: library.alice, unreadOnly: true).isEmpty)
        #expect(try library.db.inbox(of: library.alice).count == 2)
    }

    @Test("another user's notification is not found for you")
    func othersInbox() throws {
        let library = try Library()
        try library.db.requestBook(try library.addBook(by: library.alice).id, by: library.bob)
        let item = try #require(try library.db.inbox(of: library.alice).first)
        #expect(throws: LendingError.inboxItemNotFound(item.id)) { try library.db.markRead(item.id, by: library.bob) }
        #expect(try library.db.inbox(of: library.alice, unreadOnly: true).count == 1)
    }

    @Test("the owner and the requester write to each other on a request; nobody else reads or writes")
    func messages() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        let sent = try library.db.sendMessage(" Saturday? ", on: request.id, by: library.bob)
        #expect(sent.recipientID == library.alice.id && sent.text == "Saturday?")
        try library.db.sendMessage("Fine", on: request.id, by: library.alice)
        #expect(try library.db.messages(on: request.id, by: library.alice).map(\.text) == ["Saturday?", "Fine"])
        #expect(try library.db.inbox(of: library.bob).first?.kind == .messageReceived)
        let before = try DatabaseSnapshot(library.db)
        expectError(.notAllowed) { try library.db.sendMessage("hi", on: request.id, by: library.carol) }
        expectError(.notAllowed) { try library.db.messages(on: request.id, by: library.carol) }
        #expect(throws: LendingError.emptyField("message")) { try library.db.sendMessage("  ", on: request.id, by: library.bob) }
        expectError(.notFound) { try library.db.sendMessage("hi", on: 999, by: library.bob) }
        #expect(try DatabaseSnapshot(library.db) == before)
    }
}
