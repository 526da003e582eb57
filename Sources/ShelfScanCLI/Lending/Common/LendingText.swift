import Foundation
import LendingKit

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

    /// `Alexanderplatz 1 (52.52, 13.405): after 5 pm`.
    static func place(_ pickup: PickupLocation) -> String {
        let address = pickup.address.isEmpty ? "" : pickup.address + " "
        return address + "(\(pickup.latitude), \(pickup.longitude))" + (pickup.comment.map { ": \($0)" } ?? "")
    }

    /// `2026-07-09T10:15:00Z`.
    static func date(_ date: Date) -> String {
        date.ISO8601Format()
    }
}
