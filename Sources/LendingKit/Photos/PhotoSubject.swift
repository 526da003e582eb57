/// What a photo shows: a book, or a user for a profile photo.
enum PhotoSubject: Equatable {
    case book(Int64)
    case user(Int64)

    /// The `WHERE` condition selecting this subject's photos, with its argument.
    var condition: (sql: String, id: Int64) {
        switch self {
        case let .book(id): return ("bookID = ?", id)
        case let .user(id): return ("userID = ?", id)
        }
    }

    /// The book id for the event log.
    var bookID: Int64? {
        if case let .book(id) = self { return id }
        return nil
    }
}
