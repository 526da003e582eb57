import GRDB

extension Database {
    /// Replaces `table` by the one `create` makes under the name it is given, keeping every row of
    /// `columns` and the table's indexes and triggers: SQLite's procedure for the changes
    /// `ALTER TABLE` cannot make, such as a new `CHECK` (https://sqlite.org/lang_altertable.html,
    /// "Making Other Kinds Of Table Schema Changes").
    ///
    /// Runs inside a migration, where foreign keys are off until its end and then checked: rows of
    /// other tables that refer to `table` keep their references, since ids are copied as they are.
    /// The indexes and triggers are made again from their stored SQL, so the lookups and full-text
    /// index that triggers keep go on being kept.
    func rebuild(_ table: String, columns: [String], as create: (String) throws -> Void) throws {
        let attached = try String.fetchAll(self, sql: """
            SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL
            ORDER BY type = 'trigger', name
            """, arguments: [table])
        let replacement = "new_" + table
        try create(replacement)
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        try execute(sql: "INSERT INTO \"\(replacement)\" (\(list)) SELECT \(list) FROM \"\(table)\"")
        try execute(sql: "DROP TABLE \"\(table)\"")
        try execute(sql: "ALTER TABLE \"\(replacement)\" RENAME TO \"\(table)\"")
        for sql in attached { try execute(sql: sql) }
    }
}
