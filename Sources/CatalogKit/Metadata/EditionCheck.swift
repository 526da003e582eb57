import ISBNKit

/// The exact-edition guarantee: a record found for a scanned ISBN is used only when its own
/// identifiers include that ISBN, as ISBN-10 or ISBN-13. Services answer an ISBN with another
/// edition of the same work (a paperback for a hardback, a later printing), whose pages, year and
/// cover are wrong for the book in hand.
///
/// ```swift
/// try EditionCheck.verify(["0-441-17271-7"], scanned: dune, source: "Open Library")   // passes
/// try EditionCheck.verify(["9780441013593"], scanned: dune, source: "Open Library")   // throws .otherEdition
/// ```
public enum EditionCheck {
    /// Passes when `identifiers` (ISBN-10s or ISBN-13s, hyphens and spaces allowed) include
    /// `scanned`; else `.otherEdition` naming `source` and what the record lists.
    public static func verify(_ identifiers: [String], scanned: ISBN, source: String) throws(CatalogError) {
        let listed = identifiers.compactMap { ISBN($0) }
        guard listed.contains(scanned) else {
            throw .otherEdition(scanned: scanned, found: listed.map(\.isbn13), source: source)
        }
    }
}
