import Foundation
import LendingKit

/// A request as services and `shelfscan --json` print it.
///
/// ```swift
/// RequestRecord(request, borrower: "bob")   // {"borrower":"bob","bookID":7,"id":3,"status":"pending",...}
/// ```
public struct RequestRecord: Codable, Sendable, Equatable {
    /// The request id.
    public var id: Int64
    /// The book asked for.
    public var bookID: Int64
    /// Who asked, when the list shows it.
    public var borrower: String?
    /// `pending`, `accepted`, `declined`, `cancelled` or `completed`.
    public var status: String
    /// Where to meet, once accepted.
    public var pickup: PickupLocation?
    /// Whether the owner has made the handover scan.
    public var ownerScanned: Bool
    /// Whether the borrower has made the handover scan.
    public var borrowerScanned: Bool
    /// When the borrower asked.
    public var createdAt: Date

    /// The record of `request`, with the borrower's username when known.
    public init(_ request: BookRequest, borrower: String? = nil) {
        id = request.id
        bookID = request.bookID
        self.borrower = borrower
        status = request.status.rawValue
        pickup = request.pickup
        ownerScanned = request.ownerScannedAt != nil
        borrowerScanned = request.borrowerScannedAt != nil
        createdAt = request.createdAt
    }
}
