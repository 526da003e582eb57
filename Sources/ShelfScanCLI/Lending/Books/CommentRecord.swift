import Foundation
import LendingKit

/// A borrower's comment as `--json` prints it.
struct CommentRecord: Encodable {
    var loanID: Int64
    var author: String
    var text: String
    var date: Date

    init(_ comment: BookComment) {
        loanID = comment.loanID
        author = comment.author
        text = comment.text
        date = comment.date
    }
}
