import ArgumentParser
import ShelfScan

/// `shelfscan loans [--status S]`: the books the user asked for, was accepted for, or borrows.
struct LoansCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loans",
        abstract: "List the books you requested, were accepted for (with the pickup) and are borrowing.",
        discussion: """
              shelfscan loans --user bob
              shelfscan loans --user bob --status accepted
            """)

    /// The three borrower lists, in the order a book goes through them.
    enum List: String, CaseIterable, ExpressibleByArgument {
        case requested, accepted, borrowing
    }

    @Option(help: "Only one list: requested, accepted or borrowing.")
    var status: List?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            var lines: [OutputLine] = []
            for list in status.map({ [$0] }) ?? List.allCases {
                lines += try Self.entries(list, of: user, in: session.database).map { entry in
                    OutputLine(text: Self.text(entry, in: list), record: LoanListRecord(list: list.rawValue, entry))
                }
            }
            return CommandOutput(lines, whenEmpty: "nothing \(status?.rawValue ?? "requested, accepted or borrowed")")
        }
    }

    private static func entries(_ list: List, of user: User, in database: AppDatabase) throws -> [BorrowerEntry] {
        switch list {
        case .requested: return try database.requests(madeBy: user, status: .pending)
        case .accepted: return try database.requests(madeBy: user, status: .accepted)
        case .borrowing: return try database.borrowing(by: user)
        }
    }

    /// `accepted "Dune" (book 7) from alice, request 3, pickup Alexanderplatz 1 (52.52, 13.405)`.
    static func text(_ entry: BorrowerEntry, in list: List) -> String {
        let start = "\(list.rawValue) \(LendingText.label(entry.book)) from \(entry.owner)"
        switch list {
        case .requested:
            return start + ", request \(entry.request.id)"
        case .accepted:
            return start + ", request \(entry.request.id)" + (entry.request.pickup.map { ", pickup \($0.summary)" } ?? "")
        case .borrowing:
            let since = entry.loan.map { ", loan \($0.id) since \(LendingText.date($0.startedAt))" } ?? ""
            return start + since
        }
    }
}
