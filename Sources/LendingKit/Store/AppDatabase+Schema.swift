import GRDB

extension AppDatabase {
    /// The versioned schema. Never edit a shipped migration: add a new one. Each feature folder
    /// holds the tables it owns; a new capability registers its own migration here, last.
    ///
    /// Invariants that concurrency could break are also enforced here, so that even a bug in the
    /// Swift checks cannot store two open loans, or two accepted requests, for one book.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: users, books, requests, loans, inbox, messages, events") { db in
            try createUsers(db)
            try createBooks(db)
            try createRequests(db)
            try createLoans(db)
            try createRatings(db)
            try createInboxAndMessages(db)
            try createEvents(db)
        }
        migrator.registerMigration("v2: book subjects, author and subject lookup") { db in
            try addSubjectsAndNameLookups(db)
        }
        migrator.registerMigration("v3: book and profile photos") { db in
            try createPhotos(db)
        }
        migrator.registerMigration("v4: removed books kept as history") { db in
            try keepRemovedBooks(db)
        }
        migrator.registerMigration("v5: ratings of loans and gifts, revisable") { db in
            try rateRequests(db)
        }
        migrator.registerMigration("v6: books without ISBN, labels, subjects searchable, loan history") { db in
            try labelBooks(db)
            try indexLoanHistory(db)
        }
        migrator.registerMigration("v7: edition details from catalogue lookups") { db in
            try createBookEditions(db)
        }
        migrator.registerMigration("v8: circulation: policies, due dates, renewals, fines, holds, members") { db in
            try createCirculation(db)
        }
        migrator.registerMigration("v9: loans keep the terms they were lent on") { db in
            try keepLoanTerms(db)
        }
        migrator.registerMigration("v10: card numbers checked alike on profiles and membership cards") { db in
            try checkCardNumbers(db)
        }
        migrator.registerMigration("v11: owners' private notes on books") { db in
            try createBookNotes(db)
        }
        return migrator
    }
}
