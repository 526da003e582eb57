import Foundation
import LendingKit

/// A request as `--json` prints it.
struct RequestRecord: Encodable {
    var id: Int64
    var bookID: Int64
    var borrower: String?
    var status: String
    var pickup: PickupLocation?
    var ownerScanned: Bool
    var borrowerScanned: Bool
    var createdAt: Date

    init(_ request: BookRequest, borrower: String? = nil) {
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
