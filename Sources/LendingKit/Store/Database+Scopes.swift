import GRDB

extension Database {
    /// A row adapter for `SELECT a.*, b.*, …` rows: one scope per table, named as given, each as
    /// wide as its table, in the order the tables are selected.
    ///
    /// ```swift
    /// let adapter = try db.consecutiveScopes([("loan", "loan"), ("book", "book")])
    /// row.scopes["book"]   // the book's columns alone
    /// ```
    func consecutiveScopes(_ tables: [(scope: String, table: String)]) throws -> any RowAdapter {
        var scopes: [String: any RowAdapter] = [:]
        var start = 0
        for (scope, table) in tables {
            let width = try columns(in: table).count
            scopes[scope] = RangeRowAdapter(start..<(start + width))
            start += width
        }
        return ScopeAdapter(scopes)
    }
}
