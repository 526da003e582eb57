extension LendingPolicy {
    /// The policy itself when every setting is in range; `.invalidPolicy` naming the first that is not.
    ///
    /// The ranges keep a mistyped number from locking a library: a loan of 36,500 days, a fine of
    /// a million a day, or all seven weekdays closed (no due date could fall anywhere).
    func validated() throws(CirculationError) -> LendingPolicy {
        try Self.check("loan days", loanDays, in: 1...3650)
        try Self.check("renewals", renewals, in: 0...100)
        try Self.check("renewal days", renewalDays, in: 1...3650)
        try Self.check("maximum loans", maxLoans, in: 1...100_000)
        try Self.check("grace days", graceDays, in: 0...365)
        try Self.check("hold pickup days", holdPickupDays, in: 1...365)
        try Self.check("due-soon days", dueSoonDays, in: 0...60)
        try Self.check("fine per day", finePerDay, positive: false)
        try Self.check("maximum fine", maxFine, positive: true)
        try Self.check("block amount", blockAt, positive: false)
        guard closedWeekdays.count < 7 else {
            throw .invalidPolicy(setting: "closed weekdays", value: "all seven",
                                 allowed: "the library must open on at least one weekday")
        }
        guard closedDates.count <= 1000 else {
            throw .invalidPolicy(setting: "closed dates", value: "\(closedDates.count) dates", allowed: "at most 1,000")
        }
        guard !selfService || place != nil else {
            throw .invalidPolicy(setting: "self-service", value: "on", allowed: "set the library's place first,"
                                    + " where members pick books up")
        }
        return self
    }

    private static func check(_ setting: String, _ value: Int?, in range: ClosedRange<Int>) throws(CirculationError) {
        guard let value, !range.contains(value) else { return }
        throw .invalidPolicy(setting: setting, value: "\(value)",
                             allowed: "give \(range.lowerBound) to \(range.upperBound.groupedDigits())")
    }

    private static func check(_ setting: String, _ value: Money?, positive: Bool) throws(CirculationError) {
        guard let value else { return }
        guard value.minorUnits >= (positive ? 1 : 0), value.minorUnits <= Money.limit else {
            throw .invalidPolicy(setting: setting, value: value.description,
                                 allowed: positive ? "give an amount above zero" : "give zero or more")
        }
    }
}

private extension Int {
    /// `100,000`.
    func groupedDigits() -> String {
        let digits = String(self)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
