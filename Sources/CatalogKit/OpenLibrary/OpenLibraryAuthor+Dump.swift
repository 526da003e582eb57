extension OpenLibraryAuthor {
    /// The author in `object`, whose key, revision and last-modified time the dump line's columns gave.
    init(dump object: OpenLibraryDumpObject, key: String, revision: Int, lastModified: String) {
        self.init(key: key, revision: revision, lastModified: lastModified)
        name = object.line("name", limit: OpenLibraryEdition.nameLimit)
            ?? object.line("personal_name", limit: OpenLibraryEdition.nameLimit)
        birthDate = object.date("birth_date")
        deathDate = object.date("death_date")
    }
}
