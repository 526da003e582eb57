import Foundation
import LendingKit

/// A library member as `shelfscan member --json` prints it: the card and its state, never the PIN.
///
/// ```swift
/// let record = MemberRecord(member, username: "bob", at: store.clock.now)
/// // {"card":"LC-0042","createdAt":"2026-11-02T10:00:00Z","failedPINs":0,"hasPIN":true,"username":"bob"}
/// ```
public struct MemberRecord: Codable, Sendable, Equatable {
    /// The card number.
    public var card: String
    /// The member's username.
    public var username: String
    /// Whether a PIN is set.
    public var hasPIN: Bool
    /// Wrong PINs in a row.
    public var failedPINs: Int
    /// Until when the card is locked, while it is.
    public var lockedUntil: Date?
    /// When the member was added.
    public var createdAt: Date

    /// A record of these fields.
    public init(card: String, username: String, hasPIN: Bool, failedPINs: Int, lockedUntil: Date?, createdAt: Date) {
        self.card = card
        self.username = username
        self.hasPIN = hasPIN
        self.failedPINs = failedPINs
        self.lockedUntil = lockedUntil
        self.createdAt = createdAt
    }

    /// The record of `member`, whose username is `username`, at `now`.
    public init(_ member: Member, username: String, at now: Date) {
        card = member.cardNumber
        self.username = username
        hasPIN = member.hasPIN
        failedPINs = member.failedPINs
        lockedUntil = member.isLocked(at: now) ? member.lockedUntil : nil
        createdAt = member.createdAt
    }
}
