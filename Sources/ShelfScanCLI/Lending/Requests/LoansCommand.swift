import ArgumentParser
import ShelfScan

/// `shelfscan loans [--status S] [--history]`: the books the user asked for, was accepted for, or
/// borrows; or the loans that ended.
struct LoansCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loans",
        abstract: "List the books you requested, were accepted for (with the pickup) and are borrowing, or past loans.",
        discussion: """
            Requested, accepted and borrowed books come in that order, each by title, unless --sort \
            says otherwise; a handover or return half done says who has scanned. --history lists \
            the loans that ended instead, lent or borrowed, newest first. 50 at a time (--limit, \
            --offset), with how many there are.

              shelfscan loans --user bob
              shelfscan loans --user bob --status accepted
              shelfscan loans --user bob --history --sort title
            """)

    @Option(help: "Only one list: requested, accepted or borrowed.")
    var status: BorrowerList?

    @Flag(help: "The loans that ended, lent or borrowed, instead.")
    var history = false

    @OptionGroup var list: ListOptions

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard !(history && status != nil) else { throw ValidationError("--status and --history cannot be combined") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            if history { return try Self.history(of: user, in: session.database, list: list) }
            let entries = try session.database.borrowerEntries(of: user, in: status.map { [$0] } ?? Set(BorrowerList.allCases),
                                                               order: list.sort ?? .status, page: try list.page())
            let lines = entries.map { entry in
                OutputLine(text: LendingText.withDescription(Self.text(entry), entry.book), record: LoanListRecord(entry))
            }
            return CommandOutput(lines, whenEmpty: "nothing \(status?.rawValue ?? "requested, accepted or borrowed")",
                                 footer: PageText.footer(entries, noun: "book"))
        }
    }

    /// `accepted "Dune" (book 7) from alice, request 3, pickup Alexanderplatz 1 (52.52, 13.405)`.
    static func text(_ entry: BorrowerEntry) -> String {
        let start = "\(entry.list.rawValue) \(LendingText.label(entry.book)) from \(entry.owner)"
        let progress = entry.scans.map { LendingText.progress($0, side: .borrower, other: entry.owner) } ?? ""
        switch entry.list {
        case .requested:
            return start + ", request \(entry.request.id)"
        case .accepted:
            return start + ", request \(entry.request.id)" + (entry.request.pickup.map { ", pickup \($0.summary)" } ?? "")
                + progress
        case .borrowed:
            let since = entry.loan.map { ", loan \($0.id) since \(LendingText.date($0.startedAt))" } ?? ""
            return start + since + progress
        }
    }

    /// The ended loans `user` lent or borrowed.
    private static func history(of user: User, in database: AppDatabase, list: ListOptions) throws -> CommandOutput {
        let entries = try database.loanHistory(of: user, order: list.sort ?? .date, page: try list.page())
        let lines = entries.map { entry in
            OutputLine(text: historyText(entry, seenBy: user), record: LoanHistoryRecord(entry, seenBy: user))
        }
        return CommandOutput(lines, whenEmpty: "no loan has ended yet", footer: PageText.footer(entries, noun: "loan"))
    }

    /// `returned "Dune" (book 7) to alice, loan 4, 2026-01-10 to 2026-01-20` or `lent ... to bob, ...`.
    static func historyText(_ entry: LoanHistoryEntry, seenBy user: User) -> String {
        let loan = entry.loan
        let (verb, other) = loan.lenderID == user.id ? ("lent", entry.borrower) : ("returned", entry.lender)
        let end = loan.returnedAt.map { " to \(LendingText.day($0))" } ?? ""
        return "\(verb) \(LendingText.label(entry.book)) to \(other), loan \(loan.id), \(LendingText.day(loan.startedAt))\(end)"
            + (loan.returnComment.map { ": \"\($0)\"" } ?? "")
    }
}

extension BorrowerList: ExpressibleByArgument {
    /// A list named as `loans --status` takes it; `borrowing`, its earlier name, is `borrowed`.
    public init?(argument: String) {
        self.init(rawValue: argument == "borrowing" ? BorrowerList.borrowed.rawValue : argument)
    }
}
