import GRDB

extension AppDatabase {
    /// Sends a message on a request to the other party; only the book's owner and the requester may.
    ///
    /// ```swift
    /// try db.sendMessage("Is Saturday fine?", on: request.id, by: bob)
    /// ```
    @discardableResult
    public func sendMessage(_ text: String, on requestID: Int64, by user: User) throws(LendingError) -> Message {
        let body = try TextField.message.required(text)
        return try write(by: user) { tx in try tx.sendMessage(body, on: requestID) }
    }

    /// The `async` form of `sendMessage(_:on:by:)`.
    @discardableResult
    public func sendMessage(_ text: String, on requestID: Int64, by user: User) async throws(LendingError) -> Message {
        let body = try TextField.message.required(text)
        return try await write(by: user) { tx in try tx.sendMessage(body, on: requestID) }
    }

    /// The messages on a request, oldest first; only its two parties may read them.
    ///
    /// ```swift
    /// try db.messages(on: request.id, by: alice).map(\.text)   // ["Is Saturday fine?"]
    /// ```
    public func messages(on requestID: Int64, by user: User) throws(LendingError) -> [Message] {
        try read { db in try Self.fetchMessages(on: requestID, by: user, db) }
    }

    /// The `async` form of `messages(on:by:)`.
    public func messages(on requestID: Int64, by user: User) async throws(LendingError) -> [Message] {
        try await read { db in try Self.fetchMessages(on: requestID, by: user, db) }
    }

    private static func fetchMessages(on requestID: Int64, by user: User, _ db: Database) throws -> [Message] {
        guard try db.requestParties(requestID).isParty(user) else {
            throw LendingError.notAllowed(user: user.username,
                                          action: "read request \(requestID) (only the owner and the requester may)")
        }
        return try Message.filter(Message.Columns.requestID == requestID).order(Message.Columns.id).fetchAll(db)
    }
}

extension LendingTransaction {
    /// Sends `body` from the acting user to the other party of request `requestID`.
    fileprivate func sendMessage(_ body: String, on requestID: Int64) throws -> Message {
        let parties = try request(requestID)
        try require(parties.isParty(actor), "write on request \(requestID) (only the owner and the requester may)")
        let recipient = actor.id == parties.owner.id ? parties.borrower : parties.owner
        let message = try db.writeReturning(Message.self, sql: """
            INSERT INTO message (requestID, senderID, recipientID, text, createdAt) VALUES (?, ?, ?, ?, ?) RETURNING *
            """, arguments: [requestID, actor.id, recipient.id, body, now])
        try notify(recipient.id, .messageReceived, "\(actor.username) wrote about \(parties.bookLabel): \(body)",
                   bookID: parties.book.id, requestID: requestID)
        return message
    }
}
