import ArgumentParser
import ShelfScan

/// `shelfscan checkout --card CARD --image FILE`: a member borrows books at a self-service station.
struct CheckoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Self-service: a member with card and PIN borrows books from the library given by --user.",
        discussion: """
            The library must have self-service on (policy set --self-service on). Each book is lent \
            at once when every rule allows it; otherwise the reason is said (a reference book, too \
            many loans, blocked by fines, on hold for someone else, not this library's book, a \
            locked card) and nothing changes for that book. Five wrong PINs lock the card for 15 \
            minutes.

              shelfscan checkout --user library --card A-1042 --image dune.jpg --image emma.jpg
              SHELFSCAN_PIN=4711 shelfscan checkout --user library --card A-1042 --isbn 9780441172719
            """)

    @OptionGroup var options: SelfServiceOptions

    func run() throws {
        try options.run { desk, source, member in
            let result = try desk.checkout(source, member: member)
            let due = result.loan.dueDate.map { ", due \($0)" } ?? ", no due date"
            return OutputLine(text: "checked out \(LendingText.label(result.book)), loan \(result.loan.id)\(due)",
                              record: SelfServiceRecord(result))
        }
    }
}
