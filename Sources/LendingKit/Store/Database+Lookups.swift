import GRDB

/// The rows every feature looks up by id, in any read or write, each with the error that names a
/// missing one.
extension Database {
    /// The book with id `id`, or `.bookNotFound`.
    func book(_ id: Int64) throws -> Book {
        let statement = try cachedStatement(sql: "SELECT * FROM book WHERE id = ?")
        guard let book = try Book.fetchOne(statement, arguments: [id]) else { throw LendingError.bookNotFound(id) }
        return book
    }

    /// The loan with id `id`, or `.loanNotFound`.
    func loan(_ id: Int64) throws -> Loan {
        let statement = try cachedStatement(sql: "SELECT * FROM loan WHERE id = ?")
        guard let loan = try Loan.fetchOne(statement, arguments: [id]) else { throw LendingError.loanNotFound(id) }
        return loan
    }

    /// The user with id `id`; ids come from foreign keys, so a miss means a damaged database.
    func referencedUser(_ id: Int64) throws -> User {
        let statement = try cachedStatement(sql: "SELECT * FROM user WHERE id = ?")
        guard let user = try User.fetchOne(statement, arguments: [id]) else {
            throw LendingError.storage("user \(id) is referenced but missing")
        }
        return user
    }

    /// The request with id `id` with its book and both parties, or `.requestNotFound`.
    func requestParties(_ id: Int64) throws -> RequestParties {
        let statement = try cachedStatement(sql: "SELECT * FROM bookRequest WHERE id = ?")
        guard let request = try BookRequest.fetchOne(statement, arguments: [id]) else {
            throw LendingError.requestNotFound(id)
        }
        let book = try book(request.bookID)
        return RequestParties(request: request, book: book, owner: try referencedUser(book.ownerID),
                              borrower: try referencedUser(request.borrowerID))
    }
}
