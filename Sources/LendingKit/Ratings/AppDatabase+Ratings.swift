import GRDB

extension AppDatabase {
    /// One side of a loan rates the other: 1–5 stars and an optional text, once per side per loan.
    ///
    /// ```swift
    /// try db.rate(loan: loan.id, stars: 5, text: "Friendly and on time", by: bob)
    /// try db.rate(loan: loan.id, stars: 4, by: bob)   // throws .alreadyRated
    /// ```
    @discardableResult
    public func rate(loan loanID: Int64, stars: Int, text: String? = nil, by user: User) throws(LendingError) -> Rating {
        guard (1...5).contains(stars) else { throw .invalidRating(stars) }
        return try write(by: user) { tx in try tx.rate(loan: loanID, stars: stars, text: text) }
    }

    /// The `async` form of `rate(loan:stars:text:by:)`.
    @discardableResult
    public func rate(loan loanID: Int64, stars: Int, text: String? = nil,
                     by user: User) async throws(LendingError) -> Rating {
        guard (1...5).contains(stars) else { throw .invalidRating(stars) }
        return try await write(by: user) { tx in try tx.rate(loan: loanID, stars: stars, text: text) }
    }

    /// The ratings `user` received, newest first.
    ///
    /// ```swift
    /// try db.ratings(of: bob).map(\.stars)   // [5, 4]
    /// ```
    public func ratings(of user: User) throws(LendingError) -> [Rating] {
        try read { db in try Self.received(by: user).fetchAll(db) }
    }

    /// The `async` form of `ratings(of:)`.
    public func ratings(of user: User) async throws(LendingError) -> [Rating] {
        try await read { db in try Self.received(by: user).fetchAll(db) }
    }

    private static func received(by user: User) -> QueryInterfaceRequest<Rating> {
        Rating.filter(Rating.Columns.rateeID == user.id).order(Rating.Columns.id.desc)
    }
}

extension LendingTransaction {
    /// The acting user, a side of loan `loanID`, rates the other side.
    fileprivate func rate(loan loanID: Int64, stars: Int, text: String?) throws -> Rating {
        let loan = try loan(loanID)
        try require(actor.id == loan.lenderID || actor.id == loan.borrowerID,
                    "rate loan \(loanID) (only its lender and borrower may)")
        if try Rating.filter(Rating.Columns.loanID == loanID && Rating.Columns.raterID == actor.id).fetchCount(db) > 0 {
            throw LendingError.alreadyRated(loanID: loanID, user: actor.username)
        }
        let ratee = actor.id == loan.lenderID ? loan.borrowerID : loan.lenderID
        let rating = try db.writeReturning(Rating.self, sql: """
            INSERT INTO rating (loanID, raterID, rateeID, stars, text, createdAt) VALUES (?, ?, ?, ?, ?, ?) RETURNING *
            """, arguments: [loanID, actor.id, ratee, stars, try TextField.ratingText.optional(text), now])
        try log(.rated, bookID: loan.bookID, requestID: loan.requestID, loanID: loanID, before: nil,
                after: "\(stars) stars for user \(ratee)")
        try notify(ratee, .rated, "\(actor.username) rated you \(stars)/5 for loan \(loanID)",
                   bookID: loan.bookID, loanID: loanID)
        return rating
    }
}
