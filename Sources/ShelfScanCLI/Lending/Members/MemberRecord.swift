import Foundation
import ShelfScan

/// A member as `member` commands print it with `--json`: the card and its state, never the PIN.
struct MemberRecord: Encodable {
    /// The card number.
    var card: String
    /// The member's username.
    var username: String
    /// Whether a PIN is set.
    var hasPIN: Bool
    /// Wrong PINs in a row.
    var failedPINs: Int
    /// Until when the card is locked, while it is.
    var lockedUntil: Date?
    /// When the member was added.
    var createdAt: Date

    /// The record of `member`, whose username is `username`, at `now`.
    init(_ member: Member, username: String, at now: Date) {
        card = member.cardNumber
        self.username = username
        hasPIN = member.hasPIN
        failedPINs = member.failedPINs
        lockedUntil = member.isLocked(at: now) ? member.lockedUntil : nil
        createdAt = member.createdAt
    }

    /// `card LC-0042: bob, PIN set, 2 wrong PINs, locked until 2026-11-24T09:45:00Z`.
    var summary: String {
        var text = "card \(card): \(username), " + (hasPIN ? "PIN set" : "no PIN")
        if failedPINs > 0 { text += ", " + LendingText.count(failedPINs, "wrong PIN") }
        if let lockedUntil { text += ", locked until \(LendingText.date(lockedUntil))" }
        return text
    }

    /// The card, one fact per line.
    var details: String {
        ["card \(card): \(username)", "PIN: " + (hasPIN ? "set" : "not set"), "failed attempts: \(failedPINs)",
         "locked until: " + (lockedUntil.map(LendingText.date) ?? "not locked"),
         "member since: \(LendingText.day(createdAt))"].joined(separator: "\n")
    }
}
