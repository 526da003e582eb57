extension OpenLibraryWork {
    /// The longest description kept, in characters.
    static let descriptionLimit = 20_000

    /// The work in `object`, whose key, revision and last-modified time the dump line's columns gave.
    init(dump object: OpenLibraryDumpObject, key: String, revision: Int, lastModified: String) {
        self.init(key: key, revision: revision, lastModified: lastModified)
        title = object.line("title", limit: OpenLibraryEdition.titleLimit)
        subtitle = object.line("subtitle", limit: OpenLibraryEdition.titleLimit)
        authorKeys = object.keys("authors", prefix: OpenLibraryDumpKey.author, reference: Self.authorKey)
        subjects = object.lines("subjects", limit: OpenLibraryEdition.nameLimit)
        description = object.paragraphs("description", limit: Self.descriptionLimit)
        firstPublishDate = object.date("first_publish_date")
        firstPublished = firstPublishDate.flatMap(PublicationDate.init(parsing:))
    }

    /// The author key of one `authors` element. Works usually say
    /// `{"author": {"key": "/authors/OL1A"}, "type": {...}}`, older records
    /// `{"author": "/authors/OL1A"}`, and some the edition form `{"key": "/authors/OL1A"}`.
    private static func authorKey(_ element: OpenLibraryDumpJSON) -> String? {
        if let author = element.object?["author"] { return author.keyReference }
        return element.keyReference
    }
}
