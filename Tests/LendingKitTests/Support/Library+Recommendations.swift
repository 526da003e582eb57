import ISBNKit
@testable import LendingKit

extension Library {
    /// Adds a book with subjects; authors default to Frank Herbert, the author most stories share.
    @discardableResult
    func addBook(_ title: String, by owner: User, isbn: ISBN, authors: [String] = ["Frank Herbert"],
                 subjects: [String]) throws -> Book {
        try db.addBook(BookDraft(isbn: isbn, title: title, authors: authors, subjects: subjects), by: owner)
    }

    /// Both return scans: the loan of `book` ends.
    func giveBack(_ book: Book, from borrower: User, to owner: User) throws {
        try db.scan(ScanTarget(code: book.scanCode, bookID: book.id), action: .eitherSide(.return), by: borrower).outcome
        try db.scan(ScanTarget(code: book.scanCode, bookID: book.id), action: .eitherSide(.return), by: owner).outcome
    }

    /// A new user named `name`.
    func user(_ name: String) throws -> User {
        try db.createUser(UserProfile(username: name))
    }

    /// The ids of `user`'s recommendations, in order.
    func suggested(to user: User, limit: Int = 20) throws -> [Int64] {
        try db.recommendations(for: user, limit: limit).map(\.book.id)
    }
}
