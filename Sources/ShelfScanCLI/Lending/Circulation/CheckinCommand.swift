import ArgumentParser
import ShelfScan

/// `shelfscan checkin --card CARD --image FILE`: a member returns books at a self-service station.
struct CheckinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: "Self-service: a member with card and PIN returns books borrowed from the library given by --user.",
        discussion: """
            Each book's loan ends at once; a late one is fined under the library's policy, and a \
            book someone holds is kept for them.

              shelfscan checkin --user library --card A-1042 --image dune.jpg
            """)

    @OptionGroup var options: SelfServiceOptions

    func run() throws {
        try options.run { desk, source, member in
            let result = try desk.checkin(source, member: member)
            let fine = result.fine.minorUnits > 0 ? "; fine \(result.fine)" : ""
            return OutputLine(text: "checked in \(LendingText.label(result.book)), loan \(result.loan.id)\(fine)",
                              record: SelfServiceRecord(result))
        }
    }
}
