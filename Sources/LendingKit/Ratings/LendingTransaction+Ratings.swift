import GRDB

extension LendingTransaction {
    /// The acting user, a side of `subject`, rates the other side, or revises their rating.
    func rate(_ subject: RatingSubject, stars: Int, text: String?) throws -> Rating {
        let exchange = try ratedExchange(subject)
        try require(actor.id == exchange.lenderID || actor.id == exchange.receiverID,
                    "rate \(subject) (only its two sides may)")
        guard exchange.isOver else { throw LendingError.notOver(subject) }
        let ratee = actor.id == exchange.lenderID ? exchange.receiverID : exchange.lenderID
        let earlier = try Rating.filter(Rating.Columns.requestID == exchange.requestID
                                        && Rating.Columns.raterID == actor.id).fetchOne(db)
        let rating: Rating
        if let earlier {
            rating = try db.writeReturning(Rating.self, sql: """
                UPDATE rating SET stars = ?, text = ?, revisedAt = ? WHERE id = ? RETURNING *
                """, arguments: [stars, text, now, earlier.id])
            try log(.ratingRevised, bookID: exchange.bookID, requestID: exchange.requestID, loanID: exchange.loanID,
                    before: "\(earlier.stars) stars for user \(ratee)", after: "\(stars) stars for user \(ratee)")
        } else {
            rating = try db.writeReturning(Rating.self, sql: """
                INSERT INTO rating (requestID, loanID, raterID, rateeID, stars, text, createdAt)
                VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *
                """, arguments: [exchange.requestID, exchange.loanID, actor.id, ratee, stars, text, now])
            try log(.rated, bookID: exchange.bookID, requestID: exchange.requestID, loanID: exchange.loanID,
                    before: nil, after: "\(stars) stars for user \(ratee)")
        }
        let verb = earlier == nil ? "rated you" : "changed their rating of you to"
        try notify(ratee, .rated, "\(actor.username) \(verb) \(stars)/5 for \(subject)",
                   bookID: exchange.bookID, requestID: exchange.requestID, loanID: exchange.loanID)
        return rating
    }

    /// The two sides of the loan or the gift `subject` names; `.notFound` for an unknown one.
    private func ratedExchange(_ subject: RatingSubject) throws -> RatedExchange {
        switch subject {
        case let .loan(id):
            let loan = try loan(id)
            return RatedExchange(requestID: loan.requestID, loanID: id, bookID: loan.bookID,
                                 lenderID: loan.lenderID, receiverID: loan.borrowerID, isOver: !loan.isOpen)
        case let .gift(requestID):
            guard let row = try Row.fetchOne(db.cachedStatement(sql: Self.giftSQL), arguments: [requestID]) else {
                throw LendingError.giftNotFound(requestID)
            }
            return RatedExchange(requestID: requestID, loanID: nil, bookID: row["bookID"], lenderID: row["giverID"],
                                 receiverID: row["borrowerID"], isOver: true)
        }
    }

    /// The gift handed over on request `?1`: its book, the giver and the receiver.
    private static let giftSQL = "SELECT bookID, giverID, borrowerID FROM bookRequest WHERE id = ? AND giverID IS NOT NULL"
}

/// A loan or gift as rating needs it: the request, the book and the two sides.
private struct RatedExchange {
    let requestID: Int64
    let loanID: Int64?
    let bookID: Int64
    let lenderID: Int64
    let receiverID: Int64
    /// Whether it can be rated: a loan once returned, a gift as soon as it is handed over.
    let isOver: Bool
}
