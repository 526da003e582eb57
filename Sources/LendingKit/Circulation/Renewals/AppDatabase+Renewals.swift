import GRDB

extension AppDatabase {
    /// The borrower (or the lender) renews open loan `id`: a new due date under the lender's policy.
    ///
    /// Refused, changing nothing, with the reason in words: no due date, renewal limit reached,
    /// someone is waiting, overdue too long, blocked by fines.
    ///
    /// ```swift
    /// try db.renew(loan: 4, by: bob).dueDate   // 2026-12-30
    /// ```
    @discardableResult
    public func renew(loan id: Int64, by user: User) throws(LendingError) -> Loan {
        try write(by: user) { tx in try tx.renew(loan: id) }
    }

    /// The `async` form of `renew(loan:by:)`.
    @discardableResult
    public func renew(loan id: Int64, by user: User) async throws(LendingError) -> Loan {
        try await write(by: user) { tx in try tx.renew(loan: id) }
    }

    /// Renews every open loan `user` borrows that has a due date, each in its own transaction, so
    /// that one refusal leaves the others renewed; oldest loan first.
    ///
    /// ```swift
    /// let outcomes = try db.renewAll(by: bob)
    /// outcomes.filter { $0.renewed != nil }.count   // 3
    /// ```
    public func renewAll(by user: User) throws(LendingError) -> [RenewalOutcome] {
        try read { db in try Self.renewableLoans(of: user, db) }.map { loan in
            do throws(LendingError) {
                return RenewalOutcome(loanID: loan.id, title: loan.title, renewed: try renew(loan: loan.id, by: user), refusal: nil)
            } catch {
                return RenewalOutcome(loanID: loan.id, title: loan.title, renewed: nil, refusal: error)
            }
        }
    }

    /// The `async` form of `renewAll(by:)`.
    public func renewAll(by user: User) async throws(LendingError) -> [RenewalOutcome] {
        var outcomes: [RenewalOutcome] = []
        for loan in try await read({ db in try Self.renewableLoans(of: user, db) }) {
            do throws(LendingError) {
                let renewed = try await renew(loan: loan.id, by: user)
                outcomes.append(RenewalOutcome(loanID: loan.id, title: loan.title, renewed: renewed, refusal: nil))
            } catch {
                outcomes.append(RenewalOutcome(loanID: loan.id, title: loan.title, renewed: nil, refusal: error))
            }
        }
        return outcomes
    }

    /// The open loans with a due date that `user` borrows, oldest first, with their titles.
    private static func renewableLoans(of user: User, _ db: Database) throws -> [(id: Int64, title: String)] {
        try Row.fetchAll(db, sql: """
            SELECT l.id, b.title FROM loan l JOIN book b ON b.id = l.bookID
            WHERE l.borrowerID = ? AND l.returnedAt IS NULL AND l.dueDate IS NOT NULL ORDER BY l.id
            """, arguments: [user.id]).map { (id: $0["id"] as Int64, title: $0["title"] as String) }
    }
}
