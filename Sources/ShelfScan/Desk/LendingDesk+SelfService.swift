import LendingKit

extension LendingDesk {
    /// `member` checks out the book `source` shows (a photo, frame or typed ISBN or label) at a
    /// self-service station; see `AppDatabase.checkout(_:member:source:)` for the rules.
    ///
    /// ```swift
    /// let session = try desk.database.authenticate(card: "A-1042", pin: pin, library: library)
    /// try desk.checkout(.photo(path: "dune.jpg"), member: session).loan.dueDate
    /// ```
    @discardableResult
    public func checkout(_ source: BookCodeSource, member: AuthenticatedMember) throws(DeskError) -> CheckoutResult {
        let codes = try shownCodes(source)
        return try Self.lending { () throws(LendingError) in
            try database.checkout(codes, member: member, source: source.namedInput)
        }
    }

    /// `member` checks in the book `source` shows at a self-service station: the loan ends and a
    /// late return is fined.
    ///
    /// ```swift
    /// try desk.checkin(.typed("9780441172719"), member: session).fine
    /// ```
    @discardableResult
    public func checkin(_ source: BookCodeSource, member: AuthenticatedMember) throws(DeskError) -> CheckinResult {
        let codes = try shownCodes(source)
        return try Self.lending { () throws(LendingError) in
            try database.checkin(codes, member: member, source: source.namedInput)
        }
    }

    /// The `async` form of `checkout(_:member:)`: the picture is read on worker threads and the
    /// loan written on GRDB's queue while the caller is suspended.
    @discardableResult
    public func checkout(_ source: BookCodeSource, member: AuthenticatedMember) async throws(DeskError) -> CheckoutResult {
        let codes = try Self.shownCodes(try await reader.read(source).codes, in: source)
        return try await Self.lending { () async throws(LendingError) in
            try await database.checkout(codes, member: member, source: source.namedInput)
        }
    }

    /// The `async` form of `checkin(_:member:)`.
    @discardableResult
    public func checkin(_ source: BookCodeSource, member: AuthenticatedMember) async throws(DeskError) -> CheckinResult {
        let codes = try Self.shownCodes(try await reader.read(source).codes, in: source)
        return try await Self.lending { () async throws(LendingError) in
            try await database.checkin(codes, member: member, source: source.namedInput)
        }
    }

    /// The codes `source` shows; `.noCode` when none.
    private func shownCodes(_ source: BookCodeSource) throws(DeskError) -> [BookCode] {
        try Self.shownCodes(try reader.codes(in: source), in: source)
    }

    /// `codes`, read in `source`; `.noCode` when there are none.
    private static func shownCodes(_ codes: [BookCode], in source: BookCodeSource) throws(DeskError) -> [BookCode] {
        guard !codes.isEmpty else { throw .noCode(source.label, purpose: .scanning) }
        return codes
    }
}
