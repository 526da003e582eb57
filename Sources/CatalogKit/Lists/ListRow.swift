import Foundation
import ISBNKit

/// What a row of a list says about its book, read from its cells but not yet checked.
struct ListRow {
    /// A cell that may hold the book's ISBN.
    struct ISBNCell {
        /// The cell as the file has it, for a report.
        var cell: String
        /// The ISBN text within it (Goodreads' `="…"` or LibraryThing's `[…]` taken off).
        var text: String
    }

    /// The line the row starts on.
    var line: Int
    /// The cells that may hold the ISBN, the preferred first.
    var isbns: [ISBNCell] = []
    var title: String?
    var subtitle: String?
    var authors: [String] = []
    var publisher: String?
    var published: PublicationDate?
    var pages: Int?

    /// The book the row lists, imported from `file` at `date`; a row without a valid ISBN or a
    /// title is refused with the reason.
    func book(file: String, at date: Date) throws(ListRowProblem) -> ListedBook {
        let isbn = try checkedISBN()
        guard let title else { throw .missingTitle(line: line, isbn: isbn.isbn13) }
        return ListedBook(isbn: isbn, title: title, subtitle: subtitle, authors: authors, publisher: publisher,
                          published: published, pages: pages, file: file, line: line, importedAt: date)
    }

    /// The first valid ISBN of the cells; when there is none, what the first non-empty cell holds.
    private func checkedISBN() throws(ListRowProblem) -> ISBN {
        var problem = ListRowProblem.missingISBN(line: line)
        for candidate in isbns where !candidate.text.isEmpty {
            do {
                return try ISBN(parsing: candidate.text)
            } catch {
                if case .missingISBN = problem {
                    problem = .invalidISBN(line: line, text: candidate.cell, reason: error.reason)
                }
            }
        }
        throw problem
    }
}
