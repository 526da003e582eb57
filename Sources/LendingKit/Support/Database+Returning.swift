import GRDB

extension Database {
    /// Runs an `INSERT … RETURNING *` (a cached statement) and decodes the new row.
    func insertReturning<Record: FetchableRecord>(_ type: Record.Type, sql: String,
                                                  arguments: StatementArguments) throws -> Record {
        guard let record = try Record.fetchOne(cachedStatement(sql: sql), arguments: arguments) else {
            throw LendingError.storage("insert returned no row: \(sql)")
        }
        return record
    }
}
