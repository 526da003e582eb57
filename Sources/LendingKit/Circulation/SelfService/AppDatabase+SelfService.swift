extension AppDatabase {
    /// `member` borrows the book `codes` show (an ISBN or a label, as read from a photo, a frame or
    /// typed) from their library at a self-service station, in one transaction.
    ///
    /// Refused, changing nothing, with the reason in the member's words: self-service off, card
    /// locked, not this library's book, a reference book, on loan or on hold for someone else,
    /// already theirs (renew it instead), blocked by fines, too many loans.
    ///
    /// ```swift
    /// let session = try db.authenticate(card: "A-1042", pin: "4711", library: library)
    /// try db.checkout([.isbn(isbn)], member: session).loan.dueDate   // 2026-12-16
    /// ```
    @discardableResult
    public func checkout(_ codes: [BookCode], member: AuthenticatedMember,
                         source: String? = nil) throws(LendingError) -> CheckoutResult {
        try write(by: member.user) { tx in try tx.checkout(codes, member: member, source: source) }
    }

    /// The `async` form of `checkout(_:member:source:)`.
    @discardableResult
    public func checkout(_ codes: [BookCode], member: AuthenticatedMember,
                         source: String? = nil) async throws(LendingError) -> CheckoutResult {
        try await write(by: member.user) { tx in try tx.checkout(codes, member: member, source: source) }
    }

    /// `member` returns the book `codes` show at a self-service station: the loan ends, a late
    /// return is fined, and the book passes to the first hold waiting.
    ///
    /// ```swift
    /// try db.checkin([.isbn(isbn)], member: session).fine.minorUnits   // 0: back in time
    /// ```
    @discardableResult
    public func checkin(_ codes: [BookCode], member: AuthenticatedMember,
                        source: String? = nil) throws(LendingError) -> CheckinResult {
        try write(by: member.user) { tx in try tx.checkin(codes, member: member, source: source) }
    }

    /// The `async` form of `checkin(_:member:source:)`.
    @discardableResult
    public func checkin(_ codes: [BookCode], member: AuthenticatedMember,
                        source: String? = nil) async throws(LendingError) -> CheckinResult {
        try await write(by: member.user) { tx in try tx.checkin(codes, member: member, source: source) }
    }

    /// `member` renews their loan `id` at a self-service station, as a checkout of a book already
    /// theirs offers (`CirculationRefusal.alreadyYours`): the renewal `renew(loan:by:)` makes, once
    /// self-service is still on and the card still stands.
    ///
    /// ```swift
    /// try db.renew(loan: 4, member: session).dueDate   // 2026-12-30
    /// ```
    @discardableResult
    public func renew(loan id: Int64, member: AuthenticatedMember) throws(LendingError) -> Loan {
        try write(by: member.user) { tx in try tx.renew(loan: id, member: member) }
    }

    /// The `async` form of `renew(loan:member:)`.
    @discardableResult
    public func renew(loan id: Int64, member: AuthenticatedMember) async throws(LendingError) -> Loan {
        try await write(by: member.user) { tx in try tx.renew(loan: id, member: member) }
    }
}
