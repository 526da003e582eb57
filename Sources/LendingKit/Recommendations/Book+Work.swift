extension Book {
    /// What makes copies one work for recommendations: the ISBN, or `book ID` for a book without
    /// one, which is a work of its own. `AppDatabase.workKey(_:)` is the same in SQL.
    var workKey: String {
        isbn?.isbn13 ?? "book \(id)"
    }
}

extension AppDatabase {
    /// `Book.workKey` of the book table aliased `alias`, in SQL.
    static func workKey(_ alias: String) -> String {
        "COALESCE(\(alias).isbn, 'book ' || \(alias).id)"
    }
}
