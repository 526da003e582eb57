import Foundation
import LendingKit

/// A borrower's comment on a book as services and `shelfscan book comments --json` print it.
public struct CommentRecord: Codable, Sendable, Equatable {
    /// The loan it was left on.
    public var loanID: Int64
    /// The borrower's username.
    public var author: String
    /// What they wrote.
    public var text: String
    /// When they handed the book back.
    public var date: Date

    /// The record of `comment`.
    public init(_ comment: BookComment) {
        loanID = comment.loanID
        author = comment.author
        text = comment.text
        date = comment.date
    }
}
