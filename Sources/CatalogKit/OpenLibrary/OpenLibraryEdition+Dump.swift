import ISBNKit

extension OpenLibraryEdition {
    /// The longest title, subtitle or full title kept, in characters.
    static let titleLimit = 1_000
    /// The longest publisher name or subject kept, in characters.
    static let nameLimit = 500

    /// The edition in `object`, whose key, revision and last-modified time the dump line's
    /// columns gave; throws `.missingTitle` if it has no title to show.
    init(dump object: OpenLibraryDumpObject, key: String, revision: Int, lastModified: String,
         lineNumber: Int) throws(OpenLibraryDumpError) {
        guard let title = object.line("title", limit: Self.titleLimit) else {
            throw .missingTitle(lineNumber: lineNumber, key: key)
        }
        self.init(key: key, title: title, revision: revision, lastModified: lastModified)
        subtitle = object.line("subtitle", limit: Self.titleLimit)
        fullTitle = object.line("full_title", limit: 2 * Self.titleLimit)
        authorKeys = object.keys("authors", prefix: OpenLibraryDumpKey.author)
        workKeys = object.keys("works", prefix: OpenLibraryDumpKey.work)
        publishers = object.lines("publishers", limit: Self.nameLimit)
        publishDate = object.date("publish_date")
        published = publishDate.flatMap(PublicationDate.init(parsing:))
        numberOfPages = object.integer("number_of_pages").flatMap { (1...1_000_000).contains($0) ? $0 : nil }
        languages = Self.languageCodes(object.keys("languages", prefix: OpenLibraryDumpKey.language))
        subjects = object.lines("subjects", limit: Self.nameLimit)
        // Deleted covers are listed as -1, and 0 is no cover either.
        coverIDs = object.integers("covers").filter { $0 > 0 }
        readISBNs(from: object)
    }

    /// Fills `isbn10`, `isbn13` and `isbns` from the `isbn_13` and `isbn_10` lists.
    ///
    /// A value is filed by its form, not by the list it came in: importers have put 13-digit
    /// numbers in `isbn_10`. Invalid values (wrong check digit, not a book) are dropped, since the
    /// catalogue would otherwise answer for an ISBN no book carries.
    private mutating func readISBNs(from object: OpenLibraryDumpObject) {
        var seen = Set<ISBN>()
        for field in ["isbn_13", "isbn_10"] {
            for text in object.members[field]?.array?.lazy.compactMap(\.string) ?? [] {
                // Real values are at most 17 characters with hyphens; a long one is not an ISBN.
                guard text.utf8.count <= 40, let isbn = try? ISBN(parsing: text) else { continue }
                if let ten = isbn.isbn10, (try? ISBN.isbn13(fromISBN10: text)) != nil {
                    if !isbn10.contains(ten) { isbn10.append(ten) }
                } else if !isbn13.contains(isbn.isbn13) {
                    isbn13.append(isbn.isbn13)
                }
                if seen.insert(isbn).inserted { isbns.append(isbn) }
                if isbns.count == OpenLibraryDumpObject.maximumListCount { return }
            }
        }
    }

    /// `eng` from `/languages/eng`, lower-cased, without repeats.
    private static func languageCodes(_ keys: [String]) -> [String] {
        var codes: [String] = []
        for key in keys {
            guard let code = OpenLibraryDumpKey.identifier(of: key, prefix: OpenLibraryDumpKey.language) else { continue }
            let lowered = code.lowercased()
            if !codes.contains(lowered) { codes.append(lowered) }
        }
        return codes
    }
}
