import ISBNKit

/// A text people type into ShelfScan: its name in errors, its length limit, and whether it may
/// span lines. Every text LendingKit stores passes one of these checks first, but for library card
/// numbers, which pass the stricter `CardNumber`.
///
/// Texts are trimmed; the limit counts Unicode scalars (code points) of the trimmed text, not
/// grapheme clusters, so a "character" built from thousands of combining marks cannot slip past it.
/// No text may hold a control character (C0, DEL, C1), nor a bidirectional override or isolate
/// (U+202A–U+202E, U+2066–U+2069), nor U+2028/U+2029: printed raw they move a reader's cursor,
/// clear a terminal or make text read in another order than it is stored. Texts that may span
/// lines keep line feeds and tabs; a carriage return before a line feed is dropped, so text pasted
/// from Windows reads the same.
///
/// | field | limit | lines |
/// |---|---|---|
/// | display name | 100 | one |
/// | email | 254 | one |
/// | phone | 32 | one |
/// | title, subtitle | 500 | one |
/// | author, subject (each; at most 50 of each) | 200 | one |
/// | publisher, publication date, language, detail source (each) | 200 | one |
/// | description, an owner's private note on a book | 5,000 | many |
/// | message, rating text, return comment | 2,000 | many |
/// | pickup address | 300 | one |
/// | pickup comment | 1,000 | many |
/// | search query | 500 | one |
///
/// ```swift
/// try TextField.title.checked("  Dune ")                 // "Dune"
/// try TextField.message.checked("x\u{1B}[2J")          // throws .controlCharacter(field: "message", …)
/// try TextField.title.checked(String(repeating: "a", count: 501))   // throws .textTooLong
/// ```
public struct TextField: Sendable, Equatable, CustomStringConvertible {
    /// The field's name as errors give it, e.g. `title`.
    public let name: String
    /// The most Unicode scalars the trimmed text may have.
    public let limit: Int
    /// Whether line feeds and tabs are allowed.
    public let allowsLineBreaks: Bool

    /// The user's name shown to others.
    public static let displayName = TextField(name: "display name", limit: 100, allowsLineBreaks: false)
    /// A contact email; 254 is the longest address mail systems carry (RFC 5321).
    public static let email = TextField(name: "email", limit: 254, allowsLineBreaks: false)
    /// A contact phone number.
    public static let phone = TextField(name: "phone", limit: 32, allowsLineBreaks: false)
    /// A book's title, subtitle included.
    public static let title = TextField(name: "title", limit: 500, allowsLineBreaks: false)
    /// An edition's subtitle.
    public static let subtitle = TextField(name: "subtitle", limit: 500, allowsLineBreaks: false)
    /// An edition's publisher.
    public static let publisher = TextField(name: "publisher", limit: 200, allowsLineBreaks: false)
    /// When an edition was published, e.g. `1990-09`.
    public static let published = TextField(name: "publication date", limit: 200, allowsLineBreaks: false)
    /// An edition's language code.
    public static let language = TextField(name: "language", limit: 200, allowsLineBreaks: false)
    /// A source an edition's details came from, e.g. `Open Library`.
    public static let detailSource = TextField(name: "sources", limit: 200, allowsLineBreaks: false)
    /// One author's name.
    public static let author = TextField(name: "authors", limit: 200, allowsLineBreaks: false)
    /// One subject.
    public static let subject = TextField(name: "subjects", limit: 200, allowsLineBreaks: false)
    /// A book's description.
    public static let description = TextField(name: "description", limit: 5_000, allowsLineBreaks: true)
    /// An owner's private note on a book, e.g. where it came from or who gave it.
    public static let privateNote = TextField(name: "private note", limit: 5_000, allowsLineBreaks: true)
    /// A message on a request.
    public static let message = TextField(name: "message", limit: 2_000, allowsLineBreaks: true)
    /// What a rater writes.
    public static let ratingText = TextField(name: "rating text", limit: 2_000, allowsLineBreaks: true)
    /// A borrower's comment on returning a book.
    public static let comment = TextField(name: "comment", limit: 2_000, allowsLineBreaks: true)
    /// The address of a pickup place.
    public static let pickupAddress = TextField(name: "pickup address", limit: 300, allowsLineBreaks: false)
    /// A note on a pickup place.
    public static let pickupComment = TextField(name: "pickup comment", limit: 1_000, allowsLineBreaks: true)
    /// A search query.
    public static let query = TextField(name: "search query", limit: 500, allowsLineBreaks: false)

    /// How many authors, or subjects, one book may list.
    public static let listLimit = 50

    /// The field's name.
    public var description: String { name }

    /// `text` trimmed, after checking it; may be empty (see `required(_:)`).
    ///
    /// Throws `.controlCharacter` naming the field, the character and its position (counted in
    /// Unicode scalars from 1), or `.textTooLong` naming the field, the length and the limit.
    public func checked(_ text: String) throws(LendingError) -> String {
        let trimmed = Self.joiningWindowsLines(text).trimmed
        var count = 0
        for scalar in trimmed.unicodeScalars {
            count += 1
            if !isAllowed(scalar) {
                throw .controlCharacter(field: name, scalar: scalar.value, position: count)
            }
        }
        guard count <= limit else { throw .textTooLong(field: name, length: count, limit: limit) }
        return trimmed
    }

    /// `checked(_:)`, and `.emptyField` when nothing is left.
    public func required(_ text: String) throws(LendingError) -> String {
        let checked = try checked(text)
        guard !checked.isEmpty else { throw .emptyField(name) }
        return checked
    }

    /// `checked(_:)` for a text that may be left out: `nil` and an empty or blank text give `nil`.
    public func optional(_ text: String?) throws(LendingError) -> String? {
        guard let text else { return nil }
        return try checked(text).nilIfEmpty
    }

    /// Whether `scalar` may appear in this field.
    private func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return allowsLineBreaks }
        return !scalar.isUnsafeToPrint
    }

    /// `text` with each CR LF pair made a LF; a lone CR stays, to be refused.
    private static func joiningWindowsLines(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }
}
