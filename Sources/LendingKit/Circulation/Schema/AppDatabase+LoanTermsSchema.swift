import GRDB

extension AppDatabase {
    /// Loans keep the terms they were lent on (schema v9): renewal limit, fine per day, grace days
    /// and fine cap, with the constraints the policy's own columns have.
    ///
    /// Loans made before keep the terms of their lender's policy as it stands at the migration,
    /// the best knowledge there is of what they were lent on; a lender without a policy lends
    /// with no renewals and no fines, as `LendingPolicy.private` does.
    static func keepLoanTerms(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE loan ADD COLUMN renewalLimit INTEGER NOT NULL DEFAULT 0 CHECK (renewalLimit >= 0);
            ALTER TABLE loan ADD COLUMN finePerDay INTEGER NOT NULL DEFAULT 0 CHECK (finePerDay >= 0);
            ALTER TABLE loan ADD COLUMN graceDays INTEGER NOT NULL DEFAULT 0 CHECK (graceDays >= 0);
            ALTER TABLE loan ADD COLUMN maxFine INTEGER CHECK (maxFine > 0);
            UPDATE loan SET renewalLimit = p.renewals, finePerDay = p.finePerDay, graceDays = p.graceDays,
                            maxFine = p.maxFine
            FROM lendingPolicy p WHERE p.ownerID = loan.lenderID;
            """)
    }
}
