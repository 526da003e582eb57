import GRDB
import ISBNKit

/// ISBNs are stored as their 13 digits, so equal ISBNs compare equal in SQL and use the index.
extension ISBN: DatabaseValueConvertible {
    /// The 13 digits as text.
    public var databaseValue: DatabaseValue { isbn13.databaseValue }

    /// The ISBN stored in `dbValue`, or `nil` (a decoding error for GRDB) if it is not a valid one.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> ISBN? {
        guard let digits = String.fromDatabaseValue(dbValue) else { return nil }
        return try? ISBN(gtin13: digits)
    }
}
