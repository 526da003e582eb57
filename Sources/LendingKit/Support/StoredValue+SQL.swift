import GRDB

extension RawRepresentable where Self: DatabaseValueConvertible, RawValue == String {
    /// The value as an SQL string literal, e.g. `'accepted'`, for SQL written once and cached.
    ///
    /// SQL takes statuses from their enums this way, never spelled by hand, so renaming a case
    /// cannot leave a query behind. Raw values are plain words, which need no escaping.
    var sqlLiteral: String { "'\(rawValue)'" }

    /// `'a', 'b', 'c'`: the values as a list for `IN (...)`.
    static func sqlList(_ values: [Self]) -> String {
        values.map(\.sqlLiteral).joined(separator: ", ")
    }
}
