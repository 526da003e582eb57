import CatalogKit
import Foundation
import ISBNKit
import LendingKit

/// A new book's fields, chosen from what its owner typed and what the catalogue found for its
/// ISBN: the owner's own words first, the catalogue's for the rest (the merge policy's rule that
/// a user's edits are never overwritten).
///
/// A typed title that clearly differs from the catalogue's (`TitleMatch`) stops the book being
/// added, unless `force`: the barcode was probably misread, or the ISBN mistyped, and the book
/// would be stored under another book's number.
///
/// ```swift
/// let details = try NewBookDetails(isbn: dune, typed: TypedBookDetails(), found: metadata, lookupOwed: false)
/// details.draft.title          // "Dune", from the catalogue
/// details.edition?.publisher   // "Ace"
/// ```
public struct NewBookDetails: Sendable, Equatable {
    /// The book's fields as LendingKit stores them.
    public var draft: BookDraft
    /// Its edition details and whether a lookup is owed; `nil` when nothing is known or owed.
    public var edition: BookEdition?

    /// The fields for the book with `isbn`; `found` is the catalogue's answer (`nil`: nothing),
    /// `lookupOwed` says the answer may be incomplete (offline, or a source failed).
    ///
    /// - Throws: `.titleMismatch` for a typed title that is another book's; `.detailsUnknown`
    ///   when neither the owner nor the catalogue gives a title and authors; `.lending` for a field
    ///   LendingKit refuses.
    public init(isbn: ISBN, typed: TypedBookDetails, found: BookMetadata?, lookupOwed: Bool,
                force: Bool = false) throws(DeskError) {
        if let typedTitle = typed.title, let title = found?.title, !force,
           !TitleMatch.matches(typed: typedTitle, title: title.value, subtitle: found?.subtitle?.value) {
            throw .titleMismatch(isbn: isbn, typed: typedTitle, catalog: Self.fullTitle(of: found),
                                 source: Self.subject(title.provenance.first?.source))
        }
        guard let title = typed.title ?? found?.title.map({ Self.fitted($0.value, to: TextField.title.limit) }) else {
            throw .detailsUnknown(isbn: isbn, field: "title", lookupOwed: lookupOwed)
        }
        let authors = typed.authors.isEmpty ? Self.fittedList(found?.authors?.value ?? [], to: TextField.author) : typed.authors
        guard !authors.isEmpty else { throw .detailsUnknown(isbn: isbn, field: "author", lookupOwed: lookupOwed) }
        let description = typed.description
            ?? found?.summary.map { Self.fitted($0.value, to: TextField.description.limit, lines: true) }
        let subjects = typed.subjects.isEmpty ? Self.fittedList(found?.subjects?.value ?? [], to: TextField.subject) : typed.subjects
        draft = try LendingDesk.lending { () throws(LendingError) in
            try BookDraft(isbn: isbn, title: title, authors: authors, description: description, subjects: subjects,
                          isGift: typed.isGift)
        }
        edition = Self.edition(of: found, lookupOwed: lookupOwed)
    }

    /// A source as the subject of a sentence: `the local catalogue`, `Open Library`.
    private static func subject(_ source: MetadataSource?) -> String {
        switch source {
        case nil: return "the catalogue"
        case .localCatalog: return "the local catalogue"
        case let source?: return source.description
        }
    }

    /// `Dune: Deluxe Edition`, as the catalogue has it.
    private static func fullTitle(of metadata: BookMetadata?) -> String {
        let title = metadata?.title?.value ?? ""
        guard let subtitle = metadata?.subtitle?.value, !subtitle.isEmpty else { return title }
        return "\(title): \(subtitle)"
    }

    /// The edition details `found` gives, with every source that gave a field.
    static func edition(of found: BookMetadata?, lookupOwed: Bool) -> BookEdition? {
        var edition = BookEdition(lookupPending: lookupOwed)
        if let found {
            edition.subtitle = found.subtitle.map { fitted($0.value, to: TextField.subtitle.limit) }
            edition.publisher = found.publisher.map { fitted($0.value, to: TextField.publisher.limit) }
            edition.published = found.published?.value.description
            edition.pages = found.pages?.value
            edition.language = found.language.map { fitted($0.value, to: TextField.language.limit) }
            edition.sources = found.sources.map(\.description)
        }
        return edition.isEmpty && !lookupOwed ? nil : edition
    }

    /// A catalogue text cut to the store's limit, marked as cut (a long blurb is still worth its
    /// start), with the characters LendingKit refuses in typed text made spaces: dumps and services
    /// carry carriage returns, tabs and the odd escape, which must not stop a book being added.
    static func fitted(_ text: String, to limit: Int, lines: Bool = false) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            if lines, scalar == "\n" { return scalar }
            return isRefused(scalar) ? " " : scalar
        }
        let cleaned = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard cleaned.unicodeScalars.count > limit else { return cleaned }
        return String(String.UnicodeScalarView(cleaned.unicodeScalars.prefix(limit - 1))) + "…"
    }

    /// Controls, bidirectional overrides and isolates, and line or paragraph separators.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// A catalogue list cut to the store's limits: at most `TextField.listLimit` items, each fitted.
    private static func fittedList(_ items: [String], to field: TextField) -> [String] {
        items.prefix(TextField.listLimit).map { fitted($0, to: field.limit) }
    }
}

extension BookDetailsFill {
    /// What `found` adds to a book already stored, cut and cleaned as a new book's details are;
    /// `lookupOwed` when a source still has to be asked.
    public init(found: BookMetadata?, lookupOwed: Bool) {
        let description = found?.summary.map { NewBookDetails.fitted($0.value, to: TextField.description.limit, lines: true) }
        let subjects = (found?.subjects?.value ?? []).prefix(TextField.listLimit)
            .map { NewBookDetails.fitted($0, to: TextField.subject.limit) }
        self.init(description: description, subjects: subjects,
                  edition: NewBookDetails.edition(of: found, lookupOwed: lookupOwed) ?? BookEdition())
    }
}
