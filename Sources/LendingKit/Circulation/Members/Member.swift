import Foundation
import GRDB

/// A user with a card at a library (a lending owner), as anyone outside LendingKit sees them: the
/// PIN's hash and salt are never read into it, only whether a PIN is set.
///
/// ```swift
/// let member = try db.addMember(bob, card: "lc-0042", pin: "4711", by: alice)
/// member.cardNumber              // "LC-0042"
/// member.hasPIN                  // true
/// member.isLocked(at: db.clock.now)   // false
/// ```
public struct Member: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "member"
    /// Consecutive wrong PINs that lock a card.
    public static let wrongPINsBeforeLock = 5
    /// How long a card stays locked after the last of those: 15 minutes.
    public static let lockDuration: TimeInterval = 15 * 60

    /// The row id.
    public let id: Int64
    /// The library: the owner whose member this is.
    public let ownerID: Int64
    /// The member.
    public let userID: Int64
    /// The card number, upper case (see `CardNumber`).
    public let cardNumber: String
    /// Whether the member has a PIN, without which they cannot use a self-service station.
    public let hasPIN: Bool
    /// Wrong PINs in a row since the last right one, the last lock or the last unlock.
    public let failedPINs: Int
    /// Until when wrong PINs locked the card; in the past once the lock has run out.
    public let lockedUntil: Date?
    /// When the member was added.
    public let createdAt: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, ownerID: Int64, userID: Int64, cardNumber: String, hasPIN: Bool, failedPINs: Int,
                lockedUntil: Date?, createdAt: Date) {
        self.id = id
        self.ownerID = ownerID
        self.userID = userID
        self.cardNumber = cardNumber
        self.hasPIN = hasPIN
        self.failedPINs = failedPINs
        self.lockedUntil = lockedUntil
        self.createdAt = createdAt
    }

    /// Whether the card is locked at `now`.
    ///
    /// ```swift
    /// member.isLocked(at: db.clock.now)
    /// ```
    public func isLocked(at now: Date) -> Bool {
        lockedUntil.map { $0 > now } ?? false
    }

    /// The columns a query of the table reads: everything but the PIN's hash, salt and rounds.
    public static var databaseSelection: [any SQLSelectable] {
        [Column("id"), Column("ownerID"), Column("userID"), Column("cardNumber"),
         (Column("pinHash") != nil).forKey("hasPIN"), Column("failedPINs"), Column("lockedUntil"), Column("createdAt")]
    }

    /// `databaseSelection` for SQL written out, also in `RETURNING` and joins.
    static let columnsSQL = """
        member.id, member.ownerID, member.userID, member.cardNumber, member.pinHash IS NOT NULL AS hasPIN, \
        member.failedPINs, member.lockedUntil, member.createdAt
        """
}
