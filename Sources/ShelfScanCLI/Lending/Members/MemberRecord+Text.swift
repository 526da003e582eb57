import ShelfScan

extension MemberRecord {
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
