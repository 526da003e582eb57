import GRDB

extension AppDatabase {
    /// How many entries a list has in all, given that the page at `page` holds `count` of them:
    /// a page that is not full ends the list, so only a full one (or an empty one past the start,
    /// where the list may be shorter than the offset) needs `counting`.
    static func total(of count: Int, in page: PageRequest, counting: () throws -> Int) rethrows -> Int {
        if count < page.limit, count > 0 || page.offset == 0 { return page.offset + count }
        return try counting()
    }

    /// `ORDER BY` terms for a list of books (`book` table) in `order`, `newest` being the terms
    /// that put the most recent first in this list.
    static func orderSQL(_ order: BookOrder, newest: String) -> String {
        switch order {
        case .title: return "book.title COLLATE NOCASE, book.id"
        case .author: return "json_extract(book.authors, '$[0]') COLLATE NOCASE, book.title COLLATE NOCASE, book.id"
        case .date: return newest
        case .status: return "\(BookStatus.sqlRank), book.title COLLATE NOCASE, book.id"
        }
    }
}
