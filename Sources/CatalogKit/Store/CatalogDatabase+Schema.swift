import GRDB

extension CatalogDatabase {
    /// The catalogue's schema, version by version.
    ///
    /// Lists (publishers, languages, subjects, author keys) are JSON arrays: they are read whole
    /// with their edition and never searched by element. ISBNs get a table of their own, since an
    /// edition lists several and a lookup starts from one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: editions, works, authors, ISBNs") { db in
            try db.execute(sql: """
                CREATE TABLE edition (
                    key TEXT PRIMARY KEY NOT NULL,
                    revision INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    subtitle TEXT,
                    publishers TEXT NOT NULL DEFAULT '[]',
                    publishDate TEXT,
                    published TEXT,
                    pages INTEGER,
                    languages TEXT NOT NULL DEFAULT '[]',
                    subjects TEXT NOT NULL DEFAULT '[]',
                    coverID INTEGER,
                    authorKeys TEXT NOT NULL DEFAULT '[]',
                    workKey TEXT,
                    importedAt DATETIME NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE editionISBN (
                    isbn13 TEXT NOT NULL CHECK (LENGTH(isbn13) = 13),
                    editionKey TEXT NOT NULL,
                    PRIMARY KEY (isbn13, editionKey)
                ) WITHOUT ROWID;
                CREATE INDEX editionISBN_by_edition ON editionISBN(editionKey);
                CREATE TABLE work (
                    key TEXT PRIMARY KEY NOT NULL,
                    revision INTEGER NOT NULL,
                    title TEXT,
                    subtitle TEXT,
                    authorKeys TEXT NOT NULL DEFAULT '[]',
                    subjects TEXT NOT NULL DEFAULT '[]',
                    description TEXT,
                    firstPublished TEXT
                ) WITHOUT ROWID;
                CREATE TABLE author (
                    key TEXT PRIMARY KEY NOT NULL,
                    revision INTEGER NOT NULL,
                    name TEXT
                ) WITHOUT ROWID;
                CREATE TABLE importProgress (
                    file TEXT PRIMARY KEY NOT NULL,
                    size INTEGER NOT NULL,
                    modified DOUBLE NOT NULL,
                    offset INTEGER NOT NULL,
                    line INTEGER NOT NULL,
                    records INTEGER NOT NULL,
                    badLines INTEGER NOT NULL,
                    finished BOOLEAN NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }
}
