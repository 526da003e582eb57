import Foundation
import LendingKit

/// A review on a profile, as services and `shelfscan user show --json` print it.
///
/// ```swift
/// ReviewRecord(review)
/// // {"bookID":1,"bookTitle":"Flatland","createdAt":"...","loanID":1,"rater":"alice","requestID":1,"stars":5,...}
/// ```
public struct ReviewRecord: Codable, Sendable, Equatable {
    /// Who gave it.
    public var rater: String
    /// 1 to 5.
    public var stars: Int
    /// What they wrote, if anything.
    public var text: String?
    /// The loan rated; `nil` for a gift.
    public var loanID: Int64?
    /// The request the loan came from, or the gift's.
    public var requestID: Int64
    /// The book lent or given.
    public var bookID: Int64
    /// Its title.
    public var bookTitle: String
    /// When it was first given.
    public var createdAt: Date
    /// When it was last revised, if ever.
    public var revisedAt: Date?

    /// The record of `review`.
    public init(_ review: Review) {
        rater = review.rater
        stars = review.rating.stars
        text = review.rating.text
        loanID = review.rating.loanID
        requestID = review.rating.requestID
        bookID = review.bookID
        bookTitle = review.bookTitle
        createdAt = review.rating.createdAt
        revisedAt = review.rating.revisedAt
    }
}
