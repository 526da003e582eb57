import ArgumentParser
import ShelfScan

/// `shelfscan loans [--status S] [--history | --lent]`: the books the user asked for, was accepted
/// for, or borrows, with due dates and fines; or the loans that ended; or the books they lent out.
struct LoansCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loans",
        abstract: "List the books you requested, were accepted for (with the pickup) and are borrowing, past loans, or what you lent.",
        discussion: """
            Requested, accepted and borrowed books come in that order, each by title, unless --sort \
            says otherwise; a handover or return half done says who has scanned; a borrowed book \
            shows its due date, days overdue and the fine so far under the lender's policy. \
            A borrower who owes fines, or is blocked by them, is told so first, per lender, with \
            the amount. --history lists the loans that ended instead, lent or borrowed, newest first. 50 at a \
            time (--limit, --offset), with how many there are. --lent lists the books you lent that \
            are out, earliest due first.

              shelfscan loans --user bob
              shelfscan loans --user bob --status accepted
              shelfscan loans --user bob --history --sort title
              shelfscan loans --user library --lent
            """)

    @Option(help: "Only one list: requested, accepted or borrowed.")
    var status: BorrowerList?

    @Flag(help: "The loans that ended, lent or borrowed, instead.")
    var history = false

    @Flag(help: "The books you lent that are out, with borrowers, due dates and fines, instead.")
    var lent = false

    @OptionGroup var list: ListOptions

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard [history, lent, status != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("--status, --history and --lent cannot be combined")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            if history { return try Self.history(of: user, in: session.database, list: list) }
            if lent { return try Self.lent(by: user, in: session.database) }
            let entries = try session.database.borrowerEntries(of: user, in: status.map { [$0] } ?? Set(BorrowerList.allCases),
                                                               order: list.sort ?? .status, page: try list.page())
            let standings = try session.database.standings(of: entries.items.compactMap(\.loan), by: user)
            let byLoan = Dictionary(uniqueKeysWithValues: standings.map { ($0.loan.id, $0) })
            let lines = entries.map { entry in
                let standing = entry.loan.flatMap { byLoan[$0.id] }
                return OutputLine(text: LendingText.withDescription(Self.text(entry) + CirculationText.due(standing), entry.book),
                                  record: LoanListRecord(entry, standing: standing))
            }
            return CommandOutput(lines, whenEmpty: "nothing \(status?.rawValue ?? "requested, accepted or borrowed")",
                                 footer: PageText.footer(entries, noun: "book"), header: try Self.finesOwed(by: user, in: session.database))
        }
    }

    /// `alice: you owe 1.50 EUR in fines (1.00 EUR charged, 0.50 EUR accruing); your account is
    /// blocked: please pay at the desk`, a line per lender `user` owes; `nil` when they owe none.
    private static func finesOwed(by user: User, in database: AppDatabase) throws -> String? {
        let owing = try database.fineAccounts(of: user).filter { $0.borrower == user.username && $0.owed.minorUnits > 0 }
        return owing.isEmpty ? nil : owing.map { "\($0.owner): " + $0.borrowerNotice }.joined(separator: "\n")
    }

    /// `accepted "Dune" (book 7) from alice, request 3, pickup Alexanderplatz 1 (52.52, 13.405)`.
    static func text(_ entry: BorrowerEntry) -> String {
        let start = "\(entry.list.rawValue) \(LendingText.label(entry.book)) from \(entry.owner)"
        let progress = entry.scans.map { LendingText.progress($0, side: .borrower, other: entry.owner) } ?? ""
        switch entry.list {
        case .requested:
            return start + ", request \(entry.request.id)"
        case .accepted:
            return start + ", request \(entry.request.id)" + (entry.request.pickup.map { ", pickup \($0.summary.indentingFollowingLines())" } ?? "")
                + progress
        case .borrowed:
            let since = entry.loan.map { ", loan \($0.id) since \(LendingText.date($0.startedAt))" } ?? ""
            return start + since + progress
        }
    }

    /// The open loans of `owner`'s books.
    private static func lent(by owner: User, in database: AppDatabase) throws -> CommandOutput {
        let lines = try database.lentLoans(of: owner).map { lent in
            OutputLine(text: "lent \"\(lent.title)\" (book \(lent.standing.loan.bookID)) to \(lent.borrower), loan \(lent.standing.loan.id)"
                        + " since \(LendingText.day(lent.standing.loan.startedAt))" + CirculationText.due(lent.standing),
                       record: LoanStandingRecord(lent.standing, title: lent.title, borrower: lent.borrower))
        }
        return CommandOutput(lines, whenEmpty: "none of your books is out")
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
            + (loan.returnComment.map { ": \"\($0.indentingFollowingLines())\"" } ?? "")
    }
}

extension BorrowerList: ExpressibleByArgument {
    /// A list named as `loans --status` takes it; `borrowing`, its earlier name, is `borrowed`.
    public init?(argument: String) {
        self.init(rawValue: argument == "borrowing" ? BorrowerList.borrowed.rawValue : argument)
    }
}
