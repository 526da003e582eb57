import Foundation
import ShelfScan

/// How lending values read in text output.
enum LendingText {
    /// `"Dune" (book 7)`.
    static func label(_ book: Book) -> String {
        "\"\(book.title)\" (book \(book.id))"
    }

    /// `book 7: "Dune" by Frank Herbert, ISBN 9780441172719, available, gift`; a labelled book
    /// shows `label 2900000000018` after its ISBN, or instead of it.
    static func summary(_ book: Book) -> String {
        let codes = [book.isbn.map { "ISBN \($0.isbn13)" }, book.label.map { "label \($0.digits)" }].compactMap { $0 }
        let authors = book.authors.isEmpty ? "" : " by \(book.authors.joined(separator: ", "))"
        return "book \(book.id): \"\(book.title)\"\(authors), "
            + codes.joined(separator: ", ") + ", " + book.status.rawValue + (book.isGift ? ", gift" : "")
            + (book.isReference ? ", reference" : "")
    }

    /// `Deluxe Edition; Ace, 1990-09, 535 pages, eng; from local catalogue, Open Library`.
    static func edition(_ edition: BookEdition) -> String {
        let facts = [edition.publisher, edition.published, edition.pages.map { "\($0) pages" }, edition.language]
            .compactMap { $0 }
        let parts = [edition.subtitle, facts.isEmpty ? nil : facts.joined(separator: ", "),
                     edition.sources.isEmpty ? nil : "from " + edition.sources.joined(separator: ", ")]
        return parts.compactMap { $0 }.joined(separator: "; ")
    }

    /// `2026-07-09T10:15:00Z`.
    static func date(_ date: Date) -> String {
        date.ISO8601Format()
    }

    /// `2026-07-09`, the day in UTC.
    static func day(_ date: Date) -> String {
        date.ISO8601Format(.iso8601.year().month().day())
    }

    /// `1 rating`, `66,806 ratings`: a count with its noun, in the plural unless it is one.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The lines of `text`, each indented by `spaces`; none for `nil`.
    static func indented(_ text: String?, by spaces: Int) -> [String] {
        guard let text else { return [] }
        let margin = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }
    }

    /// `summary` and, on the lines below it, the book's description indented.
    static func withDescription(_ summary: String, _ book: Book) -> String {
        ([summary] + indented(book.description, by: 4)).joined(separator: "\n")
    }

    /// `, you scanned it; waiting for bob` or `, bob has scanned it; scan it to hand it over`: a
    /// handover or return half done, seen from `side`; nothing when neither or both have scanned.
    static func progress(_ scans: ScanProgress, side: PartyRole, other: String) -> String {
        let verb: String
        switch (scans.kind, side) {
        case (.handover, .owner): verb = "hand it over"
        case (.handover, .borrower): verb = "receive it"
        case (.return, .owner): verb = "receive it back"
        case (.return, .borrower): verb = "hand it back"
        }
        let otherSide: PartyRole = side == .owner ? .borrower : .owner
        if scans.waitsFor(otherSide) { return ", you scanned it to \(verb); waiting for \(other) to scan it" }
        if scans.waitsFor(side) { return ", \(other) has scanned it; scan it to \(verb)" }
        return ""
    }
}
