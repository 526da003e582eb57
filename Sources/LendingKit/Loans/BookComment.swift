import Foundation

/// A borrower's comment on a book, left when handing it back.
///
/// ```swift
/// try db.comments(onBook: book.id).map(\.text)   // ["Loved it"]
/// ```
public struct BookComment: Codable, Sendable, Equatable {
    /// The loan it was left on.
    public let loanID: Int64
    /// The borrower's username.
    public let author: String
    /// The comment.
    public let text: String
    /// When the loan ended, or when the borrower scanned it back if the owner has not yet.
    public let date: Date

    /// Builds one from its parts, as services and tests do.
    public init(loanID: Int64, author: String, text: String, date: Date) {
        self.loanID = loanID
        self.author = author
        self.text = text
        self.date = date
    }
}
