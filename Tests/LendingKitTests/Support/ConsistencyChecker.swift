import GRDB
@testable import LendingKit

/// Reads the whole store with plain SQL and lists every broken invariant; empty means consistent.
///
/// Independent of the code under test: it re-derives each book's status from its requests and
/// loans and checks the life-cycle rules row by row.
enum ConsistencyChecker {
    static func problems(in db: AppDatabase) throws -> [String] {
        try db.dbWriter.read { db in try problems(db) }
    }

    static func problems(_ db: Database) throws -> [String] {
        var problems: [String] = []
        for row in try Row.fetchAll(db, sql: """
            SELECT b.id, b.status, b.ownerID,
                (SELECT COUNT(*) FROM loan WHERE bookID = b.id AND returnedAt IS NULL) AS openLoans,
                (SELECT COUNT(*) FROM bookRequest WHERE bookID = b.id AND status = 'accepted') AS accepted,
                (SELECT COUNT(*) FROM bookRequest WHERE bookID = b.id AND status = 'pending') AS pending,
                (SELECT COUNT(*) FROM bookRequest WHERE bookID = b.id AND status IN ('pending', 'accepted')
                    AND borrowerID = b.ownerID) AS ownRequests
            FROM book b
            """) {
            let id: Int64 = row["id"]
            let status: String = row["status"]
            let openLoans: Int = row["openLoans"]
            let accepted: Int = row["accepted"]
            let pending: Int = row["pending"]
            let expected = openLoans > 0 ? "borrowed" : accepted > 0 ? "accepted" : pending > 0 ? "requested" : "available"
            // A removed book was available when removed, and nothing can be opened on it since.
            if status == "removed", expected != "available" {
                problems.append("removed book \(id) has open requests or loans")
            } else if status != expected, status != "removed" { problems.append("book \(id) is \(status), its requests and loans say \(expected)") }
            if openLoans > 1 { problems.append("book \(id) has \(openLoans) open loans") }
            if accepted > 1 { problems.append("book \(id) has \(accepted) accepted requests") }
            if openLoans > 0, accepted + pending > 0 { problems.append("borrowed book \(id) has open requests") }
            if accepted > 0, pending > 0 { problems.append("accepted book \(id) still has pending requests") }
            if row["ownRequests"] as Int > 0 { problems.append("book \(id) has an open request by its owner") }
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM bookRequest") {
            let id: Int64 = row["id"]
            let status: String = row["status"]
            let ownerScan = row["ownerScannedAt"] as String? != nil
            let borrowerScan = row["borrowerScannedAt"] as String? != nil
            switch status {
            case "pending", "declined", "cancelled":
                if ownerScan || borrowerScan { problems.append("\(status) request \(id) has a handover scan") }
            case "accepted":
                if ownerScan && borrowerScan { problems.append("accepted request \(id) has both scans but no loan") }
                if row["pickupLatitude"] as Double? == nil { problems.append("accepted request \(id) has no pickup") }
            default:
                if !(ownerScan && borrowerScan) { problems.append("completed request \(id) lacks a scan") }
            }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT l.*, r.status AS requestStatus, r.borrowerID AS requester FROM loan l
            JOIN bookRequest r ON r.id = l.requestID
            """) {
            let id: Int64 = row["id"]
            let bothScanned = row["borrowerReturnedAt"] as String? != nil && row["ownerReceivedAt"] as String? != nil
            let returned = row["returnedAt"] as String? != nil
            if returned != bothScanned { problems.append("loan \(id): returned \(returned), both return scans \(bothScanned)") }
            if row["requestStatus"] as String != "completed" { problems.append("loan \(id) comes from an uncompleted request") }
            if row["requester"] as Int64 != row["borrowerID"] as Int64 { problems.append("loan \(id) has another borrower") }
            if row["lenderID"] as Int64 == row["borrowerID"] as Int64 { problems.append("loan \(id) lends to the lender") }
        }
        return problems + (try circulationProblems(db))
    }

    /// Holds agree with requests and books, fines with loans, and no account owes less than nothing.
    static func circulationProblems(_ db: Database) throws -> [String] {
        var problems: [String] = []
        for row in try Row.fetchAll(db, sql: """
            SELECT h.id, h.status, h.holderID, h.bookID, b.status AS bookStatus, r.status AS requestStatus,
                r.borrowerID, r.bookID AS requestBook
            FROM hold h JOIN book b ON b.id = h.bookID LEFT JOIN bookRequest r ON r.id = h.requestID
            """) {
            let id: Int64 = row["id"]
            let status: String = row["status"]
            let requestStatus: String? = row["requestStatus"]
            switch status {
            case "waiting":
                if !["accepted", "borrowed"].contains(row["bookStatus"] as String) {
                    problems.append("hold \(id) waits on a book that is \(row["bookStatus"] as String)")
                }
            case "ready":
                if requestStatus != "accepted" { problems.append("ready hold \(id) has a request \(requestStatus ?? "missing")") }
                if row["borrowerID"] as Int64? != row["holderID"] as Int64 { problems.append("ready hold \(id) is for another borrower") }
                if row["requestBook"] as Int64? != row["bookID"] as Int64 { problems.append("ready hold \(id) is for another book") }
            case "fulfilled":
                if requestStatus != "completed" { problems.append("fulfilled hold \(id) has a request \(requestStatus ?? "missing")") }
            default:
                if requestStatus == "accepted" { problems.append("\(status) hold \(id) still has an accepted request") }
            }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT f.id, f.ownerID, f.borrowerID, l.lenderID, l.borrowerID AS loanBorrower, l.returnedAt, l.dueDate
            FROM fineEntry f JOIN loan l ON l.id = f.loanID
            """) {
            let id: Int64 = row["id"]
            // A loan still out is charged only what it accrued once overdue, when its account is settled.
            if row["returnedAt"] as String? == nil, row["dueDate"] as String? == nil {
                problems.append("fine \(id) charged on an open loan with no due date")
            }
            if row["ownerID"] as Int64 != row["lenderID"] as Int64 || row["borrowerID"] as Int64 != row["loanBorrower"] as Int64 {
                problems.append("fine \(id) is in another account than its loan's")
            }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT ownerID, borrowerID, SUM(CASE kind WHEN 'fine' THEN amount ELSE -amount END) AS balance
            FROM fineEntry GROUP BY ownerID, borrowerID HAVING balance < 0
            """) {
            problems.append("borrower \(row["borrowerID"] as Int64) is owed \(row["balance"] as Int64) by \(row["ownerID"] as Int64)")
        }
        for row in try Row.fetchAll(db, sql: "SELECT id FROM loan WHERE dueDate IS NOT NULL AND dueDate < DATE(startedAt)") {
            problems.append("loan \(row["id"] as Int64) is due before it started")
        }
        return problems
    }
}
