import Foundation
import GRDB

/// One side's rating of the other after a loan: 1–5 stars and an optional text, once per side.
///
/// ```swift
/// try db.rate(loan: loan.id, stars: 5, text: "on time, like new", by: alice)
/// ```
public struct Rating: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "rating"

    /// The row id.
    public let id: Int64
    /// The rated loan.
    public let loanID: Int64
    /// Who rated.
    public let raterID: Int64
    /// Who was rated: the other side of the loan.
    public let rateeID: Int64
    /// 1 to 5.
    public let stars: Int
    /// What the rater wrote, if anything.
    public let text: String?
    /// When the rating was given.
    public let createdAt: Date

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order ratings were given.
        public static let id = Column(CodingKeys.id)
        /// `loanID`.
        public static let loanID = Column(CodingKeys.loanID)
        /// `raterID`: who rated.
        public static let raterID = Column(CodingKeys.raterID)
        /// `rateeID`: who was rated.
        public static let rateeID = Column(CodingKeys.rateeID)
    }
}
