import ShelfScan

/// The circulation words shared by lists: due dates, days overdue, fines, holds.
enum CirculationText {
    /// `, due 2026-11-16`, then `, 3 days overdue, fine so far 0.75 EUR` once late; nothing without
    /// a due date.
    static func due(_ standing: LoanStanding?) -> String {
        guard let standing, let dueDate = standing.loan.dueDate else { return "" }
        var text = ", due \(dueDate)"
        if standing.daysOverdue > 0 {
            text += ", \(days(standing.daysOverdue)) overdue"
            if standing.fine.minorUnits > 0 { text += ", fine so far \(standing.fine)" }
        }
        return text
    }

    /// `1 day`, `3 days`.
    static func days(_ count: Int) -> String {
        "\(count) day\(count == 1 ? "" : "s")"
    }

    /// `hold 3 on "Dune" (book 7) from alice: 2nd in line` or `...: ready, pick up by 2026-11-10`.
    static func hold(_ entry: HoldEntry) -> String {
        let start = "hold \(entry.hold.id) on \"\(entry.title)\" (book \(entry.hold.bookID))"
        switch entry.hold.status {
        case .waiting:
            return start + " from \(entry.owner), by \(entry.holder): number \(entry.position ?? 0) in line"
        case .ready:
            return start + " from \(entry.owner), by \(entry.holder): ready, pick it up by "
                + (entry.hold.pickupBy?.description ?? "?") + (entry.hold.requestID.map { " (request \($0))" } ?? "")
        case .fulfilled, .cancelled, .expired:
            return start + " from \(entry.owner), by \(entry.holder): \(entry.hold.status.rawValue)"
        }
    }
}
