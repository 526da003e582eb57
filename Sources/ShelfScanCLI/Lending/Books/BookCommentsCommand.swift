import ArgumentParser
import ShelfScan

/// `shelfscan book comments ID`: what borrowers wrote when returning the book.
struct BookCommentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "List borrowers' comments on a book, oldest first.",
        discussion: """
              shelfscan book comments 7
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let lines = try session.database.comments(onBook: bookID).map { comment in
                OutputLine(text: "\(comment.author) (loan \(comment.loanID), \(LendingText.date(comment.date))): \(comment.text.indentingFollowingLines())",
                           record: CommentRecord(comment))
            }
            return CommandOutput(lines, whenEmpty: "no comments on book \(bookID)")
        }
    }
}
