import GRDB

extension Database {
    /// Runs an `INSERT` or `UPDATE … RETURNING *` (a cached statement) and decodes the row it wrote.
    func writeReturning<Record: FetchableRecord>(_ type: Record.Type, sql: String,
                                                 arguments: StatementArguments) throws -> Record {
        guard let record = try Record.fetchOne(cachedStatement(sql: sql), arguments: arguments) else {
            throw LendingError.storage("statement returned no row: \(sql)")
        }
        return record
    }
}
