import Foundation
import GRDB

/// One side's rating of the other once a loan or a gift is over: 1–5 stars and an optional text,
/// one per side, which its author may revise.
///
/// ```swift
/// try db.rate(.loan(4), stars: 5, text: "on time, like new", by: alice)
/// try db.rate(.gift(request: 9), stars: 4, by: bob)
/// ```
public struct Rating: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "rating"

    /// The row id.
    public let id: Int64
    /// The completed request rated: a gift's, or the one the rated loan came from.
    public let requestID: Int64
    /// The rated loan; `nil` for a gift.
    public let loanID: Int64?
    /// Who rated.
    public let raterID: Int64
    /// Who was rated: the other side.
    public let rateeID: Int64
    /// 1 to 5.
    public let stars: Int
    /// What the rater wrote, if anything.
    public let text: String?
    /// When the rating was first given.
    public let createdAt: Date
    /// When its author last revised it; `nil` if never.
    public let revisedAt: Date?

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, requestID: Int64, loanID: Int64?, raterID: Int64, rateeID: Int64, stars: Int,
                text: String?, createdAt: Date, revisedAt: Date?) {
        self.id = id
        self.requestID = requestID
        self.loanID = loanID
        self.raterID = raterID
        self.rateeID = rateeID
        self.stars = stars
        self.text = text
        self.createdAt = createdAt
        self.revisedAt = revisedAt
    }

    /// What was rated: the loan, or the gift.
    public var subject: RatingSubject {
        loanID.map(RatingSubject.loan) ?? .gift(request: requestID)
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order ratings were first given.
        public static let id = Column(CodingKeys.id)
        /// `requestID`.
        public static let requestID = Column(CodingKeys.requestID)
        /// `raterID`: who rated.
        public static let raterID = Column(CodingKeys.raterID)
        /// `rateeID`: who was rated.
        public static let rateeID = Column(CodingKeys.rateeID)
    }
}
