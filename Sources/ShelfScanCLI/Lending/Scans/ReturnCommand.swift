import ArgumentParser

/// `shelfscan return --image FILE`: the borrower's return scan.
struct ReturnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "return",
        abstract: "Hand a borrowed book back to its owner by scanning it, optionally with a comment.",
        discussion: """
            The borrower and the owner each scan the book (`shelfscan receive` for the owner); the \
            second scan ends the loan. The comment is shown to later readers of the book.

              shelfscan return --user bob --image dune.jpg --comment "Loved it"
            """)

    @OptionGroup var options: DeskScanOptions

    @Option(help: "A comment on the book for its next readers.")
    var comment: String?

    func run() throws {
        try options.run(.handBack, comment: comment)
    }
}
