import GRDB

/// A member row with its stored PIN: what checking or setting a PIN reads, and all of the row
/// that stays inside LendingKit.
struct MemberLogin: Sendable {
    let member: Member
    /// `nil` when the member has no PIN yet.
    let pin: StoredPIN?

    /// The member of owner `ownerID` with card `card`, or `nil`.
    static func fetch(card: CardNumber, ownerID: Int64, _ db: Database) throws -> MemberLogin? {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Member.columnsSQL), pinHash, pinSalt, pinRounds FROM member WHERE ownerID = ? AND cardNumber = ?
            """)
        guard let row = try Row.fetchOne(statement, arguments: [ownerID, card.text]) else { return nil }
        return MemberLogin(member: try Member(row: row), pin: StoredPIN(row: row))
    }
}
