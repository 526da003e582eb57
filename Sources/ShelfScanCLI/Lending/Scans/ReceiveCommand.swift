import ArgumentParser

/// `shelfscan receive --image FILE`: the borrower's handover scan or the owner's return scan.
struct ReceiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receive",
        abstract: "Receive a book lent to you, or your own book back, by scanning it.",
        discussion: """
            Which of the two is worked out from what waits for you: a borrower receiving an accepted \
            book, or an owner receiving a book handed back. If the ISBN could mean several books, \
            name one with --book.

              shelfscan receive --user bob --image dune.jpg
              shelfscan receive --user alice --image dune.jpg
            """)

    @OptionGroup var options: DeskScanOptions

    func run() throws {
        try options.run(.receive)
    }
}
