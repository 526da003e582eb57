import Foundation
import ISBNKit
import ShelfScanTestSupport
@testable import LendingKit

/// A fresh in-memory store with four users, and shortcuts for the usual steps of a story.
struct Library {
    let db: AppDatabase
    let alice: User
    let bob: User
    let carol: User
    let dave: User

    init() throws {
        try self.init(db: AppDatabase.inMemory())
    }

    init(db: AppDatabase) throws {
        self.db = db
        alice = try db.createUser(UserProfile(username: "alice", displayName: "Alice", email: "alice@example.org"))
        bob = try db.createUser(UserProfile(username: "bob", displayName: "Bob"))
        carol = try db.createUser(UserProfile(username: "carol"))
        dave = try db.createUser(UserProfile(username: "dave"))
    }

    /// A valid ISBN-13 made from `number` (below 10⁹): 978, nine digits, check digit.
    static func isbn(_ number: Int) -> ISBN {
        SampleISBN.make(number)
    }

    static let spot: PickupLocation = {
        // Fixed, valid coordinates: the initializer cannot throw for them.
        (try? PickupLocation(latitude: 48.8566, longitude: 2.3522, address: "Hôtel de Ville", comment: "10 am"))!
    }()

    @discardableResult
    func addBook(_ title: String = "Dune", by owner: User, isbn: ISBN = Library.isbn(1),
                 authors: [String] = ["Frank Herbert"], description: String? = nil, gift: Bool = false) throws -> Book {
        try db.addBook(BookDraft(isbn: isbn, title: title, authors: authors, description: description, isGift: gift),
                       by: owner)
    }

    /// Request, accept and both handover scans: the loan that results.
    @discardableResult
    func lend(_ book: Book, from owner: User, to borrower: User) throws -> Loan {
        let request = try db.requestBook(book.id, by: borrower)
        try db.accept(request: request.id, pickup: Library.spot, by: owner)
        try db.scan(ScanTarget(code: book.scanCode, bookID: book.id), action: .eitherSide(.handover), by: owner).outcome
        guard case let .loanStarted(loan) = try db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                        action: .eitherSide(.handover), by: borrower).outcome else {
            throw LendingError.storage("the second handover scan did not start a loan")
        }
        return loan
    }
}
