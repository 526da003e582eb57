import Foundation
import GRDB

/// A member's place in the queue for a book that is out: first come, first served. When the book
/// comes back, the first waiting hold becomes an accepted request the holder has until `pickupBy`
/// to collect.
///
/// ```swift
/// let hold = try db.placeHold(onBook: 7, by: carol).hold
/// hold.status   // .waiting
/// ```
public struct Hold: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "hold"
    /// The row id, in the order holds were placed.
    public let id: Int64
    /// The book held.
    public let bookID: Int64
    /// Who waits for it.
    public let holderID: Int64
    /// Where the hold stands.
    public let status: HoldStatus
    /// The accepted request made for the holder once the book came back; `nil` while waiting.
    public let requestID: Int64?
    /// The last day to pick the book up, once ready.
    public let pickupBy: LibraryDay?
    /// When it was placed.
    public let createdAt: Date
    /// When its status last changed.
    public let updatedAt: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, bookID: Int64, holderID: Int64, status: HoldStatus, requestID: Int64?,
                pickupBy: LibraryDay?, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.bookID = bookID
        self.holderID = holderID
        self.status = status
        self.requestID = requestID
        self.pickupBy = pickupBy
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
