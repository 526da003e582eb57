import GRDB

/// Every row of every table of a store, as text, table by table: two stores compare equal when
/// they hold the same rows.
enum DatabaseRows {
    static func of(_ path: String) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            var result: [String: [String]] = [:]
            for table in tables {
                result[table] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").map(\.description)
            }
            return result
        }
    }
}
