import GRDB

/// Hands out the next ShelfScan labels of a database inside one write transaction: one more than
/// the highest issued serial, read once from the label index.
///
/// The transaction's lock keeps two writers from issuing the same serial; the unique index on
/// `book.label` would refuse it anyway.
struct LabelIssuer {
    private var nextSerial: Int64

    /// An issuer that starts after the highest label issued in `db`.
    init(_ db: Database) throws {
        let highest = try String.fetchOne(db.cachedStatement(sql: """
            SELECT MAX(label) FROM book WHERE label BETWEEN ? AND ?
            """), arguments: [Self.lowest, Self.highest])
        nextSerial = (highest.flatMap { BookLabel(uncheckedDigits: $0).issuedSerial } ?? 0) + 1
    }

    /// The next label; `.storage` once every serial is used.
    mutating func next() throws -> BookLabel {
        guard let label = BookLabel(issuedSerial: nextSerial) else {
            throw LendingError.storage("every ShelfScan label number is issued")
        }
        nextSerial += 1
        return label
    }

    /// The bounds of every 13 digits with the issued prefix, for a range scan of the label index.
    private static let lowest = BookLabel.issuedPrefix + String(repeating: "0", count: 11)
    private static let highest = BookLabel.issuedPrefix + String(repeating: "9", count: 11)
}
