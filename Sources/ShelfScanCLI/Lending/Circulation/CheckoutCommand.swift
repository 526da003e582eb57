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

/// What `checkout --json` and `checkin --json` print per book.
struct SelfServiceRecord: Encodable {
    let book: BookRecord
    let loanID: Int64
    let dueDate: String?
    let fine: Int64?
    let currency: String?

    init(_ result: CheckoutResult) {
        book = BookRecord(result.book)
        loanID = result.loan.id
        dueDate = result.loan.dueDate?.description
        fine = nil
        currency = nil
    }

    init(_ result: CheckinResult) {
        book = BookRecord(result.book)
        loanID = result.loan.id
        dueDate = result.loan.dueDate?.description
        fine = result.fine.minorUnits
        currency = result.fine.currency.code
    }
}
