import GRDB

/// Labels are stored as their 13 digits, like ISBNs, in the indexed `book.label` column.
extension BookLabel: DatabaseValueConvertible {
    /// The 13 digits as text.
    public var databaseValue: DatabaseValue { digits.databaseValue }

    /// The label stored in `dbValue`, or `nil` (a decoding error for GRDB) if it is not a valid one.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> BookLabel? {
        guard let digits = String.fromDatabaseValue(dbValue) else { return nil }
        return try? BookLabel(parsing: digits)
    }
}
