import Foundation
import GRDB
import LendingKit

/// A school library in mid-term, written straight into a store file: one library with its policy,
/// members, books, open loans whose due dates spread from ten days overdue to twenty days ahead
/// (the overdue ones accruing fines), and holds.
///
/// The open loans are inserted with SQL in one transaction, as the rows the handover would leave
/// (a completed request and a loan per book, the book borrowed), because making 100,000 loans one
/// transaction at a time would take minutes before anything is measured. Everything the
/// benchmark times then goes through `AppDatabase`.
struct CirculationFixture {
    /// The library's username.
    static let libraryName = "library"
    /// The policy the benchmark runs under: every rule on.
    static func policy() throws -> LendingPolicy {
        var policy = LendingPolicy.private
        policy.loanDays = 21
        policy.renewals = 2
        policy.maxLoans = 8
        policy.finePerDay = try Money(parsing: "0.20", in: .euro)
        policy.graceDays = 2
        policy.maxFine = try Money(parsing: "5", in: .euro)
        policy.blockAt = try Money(parsing: "10", in: .euro)
        policy.closedWeekdays = [.sunday]
        policy.closedDates = [try LibraryDay(parsing: "2026-12-25"), try LibraryDay(parsing: "2027-01-01")]
        policy.holdPickupDays = 5
        policy.place = try PickupLocation(latitude: 52.52, longitude: 13.40, address: "Front desk")
        policy.selfService = true
        return policy
    }

    /// Writes `loans` open loans of the library's books to `members` members (usernames
    /// `member00000`…), starting on days before `now` so that due dates run from 10 days overdue to
    /// 20 days ahead, and `holds` waiting holds on borrowed books. Needs at least two members.
    /// Returns the member user ids in order.
    static func seed(path: String, library: User, books: [Int64], loans: Int, members: Int, holds: Int,
                     now: Date, random: inout SeededGenerator) throws -> [Int64] {
        let queue = try DatabaseQueue(path: path)
        return try queue.write { db in
            var memberIDs: [Int64] = []
            let user = try db.makeStatement(sql: "INSERT INTO user (username, displayName, createdAt) VALUES (?, ?, ?)")
            let card = try db.makeStatement(sql: """
                INSERT INTO member (ownerID, userID, cardNumber, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)
                """)
            for index in 0..<members {
                try user.execute(arguments: [String(format: "member%05d", index), "Member \(index)", now])
                let id = db.lastInsertedRowID
                try card.execute(arguments: [library.id, id, String(format: "M-%05d", index), now, now])
                memberIDs.append(id)
            }
            let request = try db.makeStatement(sql: """
                INSERT INTO bookRequest (bookID, borrowerID, status, pickupLatitude, pickupLongitude, pickupAddress,
                    ownerScannedAt, borrowerScannedAt, createdAt, updatedAt)
                VALUES (?, ?, 'completed', 52.52, 13.40, 'Front desk', ?, ?, ?, ?)
                """)
            let loan = try db.makeStatement(sql: """
                INSERT INTO loan (bookID, requestID, lenderID, borrowerID, startedAt, dueDate,
                                  renewalLimit, finePerDay, graceDays, maxFine)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let policy = try Self.policy()
            let calendar = policy.calendar
            let terms = policy.loanTerms
            for index in 0..<loans {
                let bookID = books[index]
                let borrower = memberIDs[index % memberIDs.count]
                let started = now.addingTimeInterval(-Double(1 + Int(random.next() % 31)) * 86_400)
                try request.execute(arguments: [bookID, borrower, started, started, started, started])
                try loan.execute(arguments: [bookID, db.lastInsertedRowID, library.id, borrower, started,
                                             calendar.dueDate(lentAt: started, days: 21), terms.renewals,
                                             terms.finePerDay.minorUnits, terms.graceDays, terms.maxFine?.minorUnits])
            }
            try db.execute(sql: "UPDATE book SET status = 'borrowed' WHERE id IN (SELECT bookID FROM loan WHERE returnedAt IS NULL)")
            for index in 0..<min(holds, loans) {
                // Spread over the loans, each held by someone other than its borrower.
                let book = index * 37 % loans
                try db.execute(sql: """
                    INSERT OR IGNORE INTO hold (bookID, holderID, status, createdAt, updatedAt) VALUES (?, ?, 'waiting', ?, ?)
                    """, arguments: [books[book], memberIDs[(book + 1) % memberIDs.count], now, now])
            }
            return memberIDs
        }
    }
}
