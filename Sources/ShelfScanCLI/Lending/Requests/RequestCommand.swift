import ArgumentParser
import ShelfScan

/// `shelfscan request BOOK`: ask the owner for a book.
struct RequestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "request",
        abstract: "Ask to borrow a book (or to be given a gift); its owner is told.",
        discussion: """
              shelfscan request 7 --user bob
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let request = try session.database.requestBook(bookID, by: try session.actingUser())
            return CommandOutput("requested book \(bookID): request \(request.id), \(request.status.rawValue)",
                                 record: RequestRecord(request))
        }
    }
}
