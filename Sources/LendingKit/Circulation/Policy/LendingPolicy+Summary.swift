extension LendingPolicy {
    /// The settings as lines of `name: value`, for `policy show` and the event log.
    ///
    /// ```swift
    /// LendingPolicy.private.lines.first   // ("loan days", "none (no due date)")
    /// ```
    public var lines: [(name: String, value: String)] {
        [
            ("loan days", loanDays.map(String.init) ?? "none (no due date)"),
            ("renewals", String(renewals)),
            ("renewal days", renewalDays.map(String.init) ?? "as loan days"),
            ("hold blocks renewal", holdBlocksRenewal ? "yes" : "no"),
            ("maximum loans", maxLoans.map(String.init) ?? "no limit"),
            ("currency", currency.code),
            ("fine per day", finePerDay.minorUnits == 0 ? "none" : finePerDay.description),
            ("grace days", String(graceDays)),
            ("maximum fine", maxFine?.description ?? "no cap"),
            ("blocked above", blockAt?.description ?? "never blocked"),
            ("closed weekdays", closedWeekdays.isEmpty ? "none" : closedWeekdays.sorted().map(\.abbreviation).joined(separator: ",")),
            ("closed dates", closedDates.isEmpty ? "none" : closedDates.sorted().map(\.description).joined(separator: ",")),
            ("hold pickup days", String(holdPickupDays)),
            ("due-soon days", String(dueSoonDays)),
            ("self-service", selfService ? "on" : "off"),
            ("time zone", timeZone.identifier),
            ("place", place?.summary ?? "none"),
        ]
    }
}
