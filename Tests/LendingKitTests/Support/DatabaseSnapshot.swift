import GRDB
@testable import LendingKit

/// Every row of every table, to prove an operation changed nothing.
struct DatabaseSnapshot: Equatable {
    let tables: [String: [Row]]

    init(_ db: AppDatabase) throws {
        tables = try db.dbWriter.read { db in
            var tables: [String: [Row]] = [:]
            for name in ["user", "book", "bookRequest", "loan", "rating", "inboxItem", "message", "lendingEvent",
                         "hold", "fineEntry", "member", "lendingPolicy"] {
                tables[name] = try Row.fetchAll(db, sql: "SELECT * FROM \(name) ORDER BY rowid")
            }
            return tables
        }
    }
}
