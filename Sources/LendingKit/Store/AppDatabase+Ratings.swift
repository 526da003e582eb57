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
        return try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            let loan = try tx.loan(loanID)
            try tx.require(user.id == loan.lenderID || user.id == loan.borrowerID,
                           "rate loan \(loanID) (only its lender and borrower may)")
            if try Rating.filter(Column("loanID") == loanID && Column("raterID") == user.id).fetchCount(db) > 0 {
                throw LendingError.alreadyRated(loanID: loanID, user: user.username)
            }
            let ratee = user.id == loan.lenderID ? loan.borrowerID : loan.lenderID
            let rating = try db.insertReturning(Rating.self, sql: """
                INSERT INTO rating (loanID, raterID, rateeID, stars, text, createdAt) VALUES (?, ?, ?, ?, ?, ?) RETURNING *
                """, arguments: [loanID, user.id, ratee, stars, text?.trimmed.nilIfEmpty, tx.now])
            try tx.log(.rated, bookID: loan.bookID, requestID: loan.requestID, loanID: loanID, before: nil,
                       after: "\(stars) stars for user \(ratee)")
            try tx.notify(ratee, .rated, "\(user.username) rated you \(stars)/5 for loan \(loanID)",
                          bookID: loan.bookID, loanID: loanID)
            return rating
        }
    }

    /// The ratings `user` received, newest first.
    ///
    /// ```swift
    /// try db.ratings(of: bob).map(\.stars)   // [5, 4]
    /// ```
    public func ratings(of user: User) throws(LendingError) -> [Rating] {
        try read { db in
            try Rating.filter(Column("rateeID") == user.id).order(Column("id").desc).fetchAll(db)
        }
    }
}
