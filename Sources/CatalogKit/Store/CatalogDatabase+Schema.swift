internal import GRDB

extension CatalogDatabase {
    /// The catalogue's schema, version by version.
    ///
    /// Lists (publishers, languages, subjects, author keys) are JSON arrays: they are read whole
    /// with their edition and never searched by element. ISBNs get a table of their own, since an
    /// edition lists several and a lookup starts from one.
    ///
    /// v2: `listedBook` holds books from CSV exports (one row per ISBN, the latest import wins);
    /// `titleSearch` is the full-text index over titles and author names of editions and listed
    /// books, rebuilt after an import (author names arrive in their own dump, after or before the
    /// editions, so an edition's names are known only once every file is in); `lookupCache` keeps
    /// online answers, "not found" included, until they expire; `rateBucket` is each provider's
    /// shared rate limit: the earliest time the next request may leave, taken in a write
    /// transaction so that every process on the machine queues behind the others.
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
        migrator.registerMigration("v2: listed books, title search, lookup cache, rate limits") { db in
            try db.execute(sql: """
                CREATE TABLE listedBook (
                    isbn13 TEXT PRIMARY KEY NOT NULL CHECK (LENGTH(isbn13) = 13),
                    title TEXT NOT NULL,
                    subtitle TEXT,
                    authors TEXT NOT NULL DEFAULT '[]',
                    publisher TEXT,
                    published TEXT,
                    pages INTEGER,
                    file TEXT NOT NULL,
                    line INTEGER NOT NULL,
                    importedAt DATETIME NOT NULL
                ) WITHOUT ROWID;
                CREATE VIRTUAL TABLE titleSearch USING fts5(
                    isbn13 UNINDEXED, title, authors, tokenize = 'unicode61 remove_diacritics 2'
                );
                CREATE TABLE searchIndexState (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    stale BOOLEAN NOT NULL
                );
                INSERT INTO searchIndexState (id, stale) VALUES (1, 1);
                CREATE TABLE lookupCache (
                    isbn13 TEXT NOT NULL CHECK (LENGTH(isbn13) = 13),
                    source TEXT NOT NULL,
                    found BOOLEAN NOT NULL,
                    metadata TEXT,
                    fetchedAt DATETIME NOT NULL,
                    expiresAt DATETIME NOT NULL,
                    PRIMARY KEY (isbn13, source)
                ) WITHOUT ROWID;
                CREATE TABLE rateBucket (
                    source TEXT PRIMARY KEY NOT NULL,
                    nextFreeAt DOUBLE NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }
}
