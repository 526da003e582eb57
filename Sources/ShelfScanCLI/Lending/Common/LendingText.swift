import Foundation
import ShelfScan

/// How lending values read in text output.
enum LendingText {
    /// `"Dune" (book 7)`.
    static func label(_ book: Book) -> String {
        "\"\(book.title)\" (book \(book.id))"
    }

    /// `book 7: "Dune" by Frank Herbert, ISBN 9780441172719, available, gift`.
    static func summary(_ book: Book) -> String {
        "book \(book.id): \"\(book.title)\" by \(book.authors.joined(separator: ", ")), ISBN \(book.isbn.isbn13), "
            + book.status.rawValue + (book.isGift ? ", gift" : "")
    }

    /// `2026-07-09T10:15:00Z`.
    static func date(_ date: Date) -> String {
        date.ISO8601Format()
    }
}
