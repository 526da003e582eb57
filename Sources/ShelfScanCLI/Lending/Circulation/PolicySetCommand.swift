import ArgumentParser
import ShelfScan

/// `shelfscan policy set --loan-days 21 ...`: changes the given settings of the acting owner's policy.
struct PolicySetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change settings of your lending policy; the others stay.",
        discussion: """
            Amounts are decimal numbers in the policy's currency (--currency, default EUR), kept \
            exactly in cents. "none" clears --loan-days (no due date), --renewal-days (as loan days), \
            --max-loans, --max-fine, --block-at, --closed-weekdays and --closed-dates. A due date \
            that falls on a closed weekday or date moves to the next open day; closed days are never \
            fined. Self-service needs the library's place (--lat, --lon, --address), where books are \
            picked up; held books are kept there too. Loans already out keep their due dates and the \
            terms they were lent on (renewals, fine per day, grace days, maximum fine).

              shelfscan policy set --user library --loan-days 21 --renewals 2 --renewal-days 14
              shelfscan policy set --user library --fine-per-day 0.20 --grace-days 2 \\
                  --max-fine 5 --block-at 10
              shelfscan policy set --user library --closed-weekdays sat,sun \\
                  --closed-dates 2026-12-25,2026-12-26
              shelfscan policy set --user library --lat 52.52 --lon 13.40 \\
                  --address "Main St 1" --self-service on
              shelfscan policy set --user library --time-zone Europe/Berlin --hold-pickup-days 5
            """)

    @Option(help: ArgumentHelp("Days a loan lasts, or none for no due date.", valueName: "days|none"))
    var loanDays: String?

    @Option(help: ArgumentHelp("How many times a loan may be renewed.", valueName: "count"))
    var renewals: Int?

    @Option(help: ArgumentHelp("Days a renewal adds, or none for the loan days.", valueName: "days|none"))
    var renewalDays: String?

    @Flag(inversion: .prefixedNo, help: "Whether a waiting hold refuses a renewal (default: it does).")
    var holdBlocksRenewal: Bool?

    @Option(help: ArgumentHelp("Most books one borrower may have out, or none.", valueName: "count|none"))
    var maxLoans: String?

    @Option(help: ArgumentHelp("The currency of every amount, ISO 4217.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("The fine per overdue day; 0 for no fines.", valueName: "amount"))
    var finePerDay: String?

    @Option(help: ArgumentHelp("Days overdue before a fine; a later return is fined from the due date.",
                               valueName: "days"))
    var graceDays: Int?

    @Option(help: ArgumentHelp("The most one loan is fined, or none.", valueName: "amount|none"))
    var maxFine: String?

    @Option(help: ArgumentHelp("Block borrowers owing more than this, or none.", valueName: "amount|none"))
    var blockAt: String?

    @Option(help: ArgumentHelp("Weekdays closed, e.g. sat,sun, or none.", valueName: "days|none"))
    var closedWeekdays: String?

    @Option(help: ArgumentHelp("Days closed, e.g. 2026-12-25,2026-12-26, or none.", valueName: "dates|none"))
    var closedDates: String?

    @Option(help: ArgumentHelp("Days a member has to pick up a held book.", valueName: "days"))
    var holdPickupDays: Int?

    @Option(help: ArgumentHelp("Days before the due date a due-soon notice goes out.", valueName: "days"))
    var dueSoonDays: Int?

    @Option(help: ArgumentHelp("Let members check books out and in with card and PIN.", valueName: "on|off"))
    var selfService: OnOff?

    @Option(help: ArgumentHelp("Where days begin and end, e.g. Europe/Berlin.", valueName: "zone"))
    var timeZone: String?

    @OptionGroup var place: PlaceOptions

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        let given: [Any?] = [loanDays, renewals, renewalDays, holdBlocksRenewal, maxLoans, currency, finePerDay, graceDays,
                             maxFine, blockAt, closedWeekdays, closedDates, holdPickupDays, dueSoonDays, selfService, timeZone,
                             place.lat]
        guard given.contains(where: { $0 != nil }) else {
            throw ValidationError("give at least one setting to change; \"policy show\" shows them all")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            let place = try self.place.location()
            let policy = try session.database.updatePolicy(by: owner) { (policy: inout LendingPolicy) throws(CirculationError) in
                try apply(to: &policy)
                if let place { policy.place = place }
            }
            return PolicyShowCommand.output(policy)
        }
    }

    /// Sets every setting given, the currency first so that amounts are read in it.
    private func apply(to policy: inout LendingPolicy) throws(CirculationError) {
        if let currency { policy.setCurrency(try Currency(code: currency)) }
        let money = policy.currency
        if let loanDays { policy.loanDays = try PolicyValue.count(loanDays, "loan days") }
        if let renewals { policy.renewals = renewals }
        if let renewalDays { policy.renewalDays = try PolicyValue.count(renewalDays, "renewal days") }
        if let holdBlocksRenewal { policy.holdBlocksRenewal = holdBlocksRenewal }
        if let maxLoans { policy.maxLoans = try PolicyValue.count(maxLoans, "maximum loans") }
        if let finePerDay { policy.finePerDay = try Money(parsing: finePerDay, in: money) }
        if let graceDays { policy.graceDays = graceDays }
        if let maxFine { policy.maxFine = try PolicyValue.amount(maxFine, in: money) }
        if let blockAt { policy.blockAt = try PolicyValue.amount(blockAt, in: money) }
        if let closedWeekdays { policy.closedWeekdays = try PolicyValue.weekdays(closedWeekdays) }
        if let closedDates { policy.closedDates = try PolicyValue.days(closedDates) }
        if let holdPickupDays { policy.holdPickupDays = holdPickupDays }
        if let dueSoonDays { policy.dueSoonDays = dueSoonDays }
        if let selfService { policy.selfService = selfService.isOn }
        if let timeZone { policy.timeZone = try PolicyValue.timeZone(timeZone) }
    }
}
