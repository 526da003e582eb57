import ArgumentParser
import ShelfScan

/// What `handover`, `receive` and `return` share: the book's code, the book id when the ISBN is
/// ambiguous, and the lending options.
struct DeskScanOptions: ParsableArguments {
    @OptionGroup var code: BookCodeOptions

    @Option(name: .customLong("book"),
            help: ArgumentHelp("The book id, when the ISBN could mean several of your books.", valueName: "id"))
    var bookID: Int64?

    @OptionGroup var lending: LendingOptions

    /// Makes the acting user's scan for `action` and prints what it did.
    func run(_ action: ScanAction, comment: String? = nil) throws {
        try lending.run(in: .current()) { session in
            let result = try session.desk.scan(code.source, action: action, by: try session.actingUser(),
                                               bookID: bookID, comment: comment)
            return CommandOutput(DeskScanRecord.text(result), record: DeskScanRecord(result))
        }
    }
}
