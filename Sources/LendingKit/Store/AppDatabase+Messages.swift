import GRDB

extension AppDatabase {
    /// Sends a message on a request to the other party; only the book's owner and the requester may.
    ///
    /// ```swift
    /// try db.sendMessage("Is Saturday fine?", on: request.id, by: bob)
    /// ```
    @discardableResult
    public func sendMessage(_ text: String, on requestID: Int64, by user: User) throws(LendingError) -> Message {
        let body = try text.required("message")
        return try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            let parties = try tx.request(requestID)
            try tx.require(parties.isParty(user), "write on request \(requestID) (only the owner and the requester may)")
            let recipient = user.id == parties.owner.id ? parties.borrower : parties.owner
            let message = try db.insertReturning(Message.self, sql: """
                INSERT INTO message (requestID, senderID, recipientID, text, createdAt) VALUES (?, ?, ?, ?, ?) RETURNING *
                """, arguments: [requestID, user.id, recipient.id, body, tx.now])
            try tx.notify(recipient.id, .messageReceived,
                          "\(user.username) wrote about \(parties.bookLabel): \(body)",
                          bookID: parties.book.id, requestID: requestID)
            return message
        }
    }

    /// The messages on a request, oldest first; only its two parties may read them.
    ///
    /// ```swift
    /// try db.messages(on: request.id, by: alice).map(\.text)   // ["Is Saturday fine?"]
    /// ```
    public func messages(on requestID: Int64, by user: User) throws(LendingError) -> [Message] {
        try read { db in
            let parties = try LendingTransaction(db: db, actor: user).request(requestID)
            guard parties.isParty(user) else {
                throw LendingError.notAllowed(user: user.username,
                                              action: "read request \(requestID) (only the owner and the requester may)")
            }
            return try Message.filter(Column("requestID") == requestID).order(Column("id")).fetchAll(db)
        }
    }
}
