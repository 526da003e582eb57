import Foundation
import GRDB

/// A borrower's request for a book, from asking to the handover.
///
/// Accepting sets `pickup`; each handover scan sets its side's timestamp, and when both are set
/// the request is `completed`.
///
/// ```swift
/// let request = try db.requestBook(7, by: bob)      // .pending
/// let accepted = try db.accept(request: request.id, pickup: spot, by: alice)
/// accepted.pickup?.address                          // what bob sees
/// ```
public struct BookRequest: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "bookRequest"

    /// The row id.
    public let id: Int64
    /// The requested book.
    public let bookID: Int64
    /// The user who asked.
    public let borrowerID: Int64
    /// Where the request stands.
    public let status: RequestStatus
    /// Where to meet, set by the owner when accepting (and changeable until the handover).
    public let pickup: PickupLocation?
    /// When the owner scanned the book to hand it over, if they have.
    public let ownerScannedAt: Date?
    /// When the borrower scanned the book to receive it, if they have.
    public let borrowerScannedAt: Date?
    /// When the borrower asked.
    public let createdAt: Date
    /// When the status, pickup or a scan last changed.
    public let updatedAt: Date

    /// Reads a row of `bookRequest`, whose pickup location is spread over four columns.
    public init(row: Row) throws {
        id = row["id"]
        bookID = row["bookID"]
        borrowerID = row["borrowerID"]
        status = row["status"]
        ownerScannedAt = row["ownerScannedAt"]
        borrowerScannedAt = row["borrowerScannedAt"]
        createdAt = row["createdAt"]
        updatedAt = row["updatedAt"]
        if let latitude: Double = row["pickupLatitude"], let longitude: Double = row["pickupLongitude"] {
            pickup = PickupLocation(stored: latitude, longitude: longitude,
                                    address: row["pickupAddress"] ?? "", comment: row["pickupComment"])
        } else {
            pickup = nil
        }
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `ownerScannedAt`, set by the owner's handover scan.
        public static let ownerScannedAt = Column("ownerScannedAt")
        /// `borrowerScannedAt`, set by the borrower's handover scan.
        public static let borrowerScannedAt = Column("borrowerScannedAt")
    }
}
