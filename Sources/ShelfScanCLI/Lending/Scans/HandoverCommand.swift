import ArgumentParser

/// `shelfscan handover --image FILE`: the owner's handover scan.
struct HandoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handover",
        abstract: "Hand your book over to the borrower whose request you accepted, by scanning it.",
        discussion: """
            The owner and the borrower each scan the book, in either order (`shelfscan receive` for \
            the borrower); the second scan starts the loan, or makes a gift the borrower's. The ISBN \
            comes from the photo, or from --isbn when the barcode will not read.

              shelfscan handover --user alice --image dune.jpg
              shelfscan handover --user alice --isbn 9780441172719 --book 7
            """)

    @OptionGroup var options: DeskScanOptions

    func run() throws {
        try options.run(.handOver)
    }
}
