import GRDB

/// What self-service needs to know of one copy a code names, read without decoding the whole book:
/// a popular title has dozens of copies, and decoding each as a `Book` took half of a checkout.
struct LibraryCopy {
    let id: Int64
    let title: String
    let status: BookStatus
    let isReference: Bool
    let isGift: Bool

    /// Whether it can be lent to someone now.
    var isFree: Bool { status.isRequestable && !isReference && !isGift }

    /// The library's copies, not removed, that carry `code`, in the order they were added.
    static func fetchAll(_ code: BookCode, libraryID: Int64, _ db: Database) throws -> [LibraryCopy] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT id, title, status, isReference, isGift FROM book
            WHERE \(code.column) = ? AND ownerID = ? AND status <> \(BookStatus.removed.sqlLiteral) ORDER BY id
            """), arguments: [code.digits, libraryID]).map { row in
            LibraryCopy(id: row["id"], title: row["title"], status: row["status"], isReference: row["isReference"],
                        isGift: row["isGift"])
        }
    }
}
