import Foundation
import GRDB
import ShelfScanTestSupport
import Testing
@testable import LendingKit

@Suite("Migration of earlier databases")
struct MigrationTests {
    /// The tables of schema v3 with the columns it had: after migrating, every one of these values
    /// must still be there, unchanged.
    static let schemaV3: [String: [String]] = [
        "user": ["id", "username", "displayName", "email", "phone", "libraryCard", "createdAt"],
        "book": ["id", "ownerID", "isbn", "title", "authors", "description", "subjects", "isGift", "status",
                 "createdAt", "updatedAt"],
        "bookRequest": ["id", "bookID", "borrowerID", "status", "pickupLatitude", "pickupLongitude", "pickupAddress",
                        "pickupComment", "ownerScannedAt", "borrowerScannedAt", "createdAt", "updatedAt"],
        "loan": ["id", "bookID", "requestID", "lenderID", "borrowerID", "startedAt", "borrowerReturnedAt",
                 "ownerReceivedAt", "returnedAt", "returnComment"],
        "rating": ["id", "loanID", "raterID", "rateeID", "stars", "text", "createdAt"],
        "inboxItem": ["id", "userID", "kind", "text", "bookID", "requestID", "loanID", "createdAt", "readAt"],
        "message": ["id", "requestID", "senderID", "recipientID", "text", "createdAt"],
        "lendingEvent": ["id", "actorID", "at", "action", "bookID", "requestID", "loanID", "before", "after"],
        "photo": ["id", "bookID", "userID", "position", "sha256", "format", "byteCount", "width", "height",
                  "thumbnailSHA256", "thumbnailByteCount", "thumbnailWidth", "thumbnailHeight", "createdAt"],
    ]

    @Test("a database written at schema v3 opens, migrates and keeps every row and photo")
    func schemaV3KeepsEverything() throws {
        let path = try Self.copyOfFixture()
        defer { TemporaryDatabase.remove(path) }
        let before = try Self.rows(atPath: path)
        #expect(before["rating"]?.count == 2 && before["loan"]?.count == 1 && before["photo"]?.count == 1)

        let db = try AppDatabase.open(atPath: path)
        let after = try db.dbWriter.read { db in try Self.rows(db) }
        for table in Self.schemaV3.keys.sorted() {
            #expect(after[table] == before[table], "table \(table)")
        }
        let bob = try db.user(named: "bob")
        #expect(try db.reviews(of: bob).items.map(\.rating.text) == ["Careful reader, on time"])
        #expect(try db.comments(onBook: 1).map(\.text) == ["A classic, in good shape"])
        let photo = try #require(try db.photos(ofBook: 1).first)
        #expect(try db.contents(of: photo).count == photo.byteCount)
        #expect(try db.contents(of: photo, thumbnail: true).count == photo.thumbnailByteCount)
        #expect(try db.user(named: "alice").libraryCard == "LC-0042")
    }

    @Test("after migrating, the rebuilt book table keeps its full-text index, name lookups and rules")
    func rebuiltBookTable() throws {
        let path = try Self.copyOfFixture()
        defer { TemporaryDatabase.remove(path) }
        let db = try AppDatabase.open(atPath: path)
        let alice = try db.user(named: "alice")
        #expect(try db.search("orwell").map(\.book.id) == [1])
        let added = try db.addBook(BookDraft(isbn: Library.isbn(7), title: "Brave New World", authors: ["Aldous Huxley"],
                                             subjects: ["Dystopia"]), by: alice)
        #expect(try db.search("huxley").map(\.book.id) == [added.id])
        let names = try db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM bookAuthor WHERE bookID = ? UNION ALL SELECT name FROM bookSubject WHERE bookID = ?",
                                arguments: [added.id, added.id])
        }
        #expect(names == ["Aldous Huxley", "Dystopia"])
        try db.deleteBook(1, by: alice)
        #expect(try db.book(1).status == .removed)
        #expect(try db.ratingSummary(of: try db.user(named: "bob")) == RatingSummary(count: 1, averageStars: 5))
        #expect(try db.search("orwell").isEmpty)
        let foreignKeys = try db.dbWriter.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
        #expect(foreignKeys.isEmpty)
        #expect(throws: DatabaseError.self) {
            try db.dbWriter.write { db in try db.execute(sql: "UPDATE book SET status = 'lost' WHERE id = 2") }
        }
    }

    @Test("after migrating, subjects are searchable, and books without an ISBN are added with a label")
    func labelsAndSubjects() throws {
        let path = try Self.copyOfFixture()
        defer { TemporaryDatabase.remove(path) }
        let db = try AppDatabase.open(atPath: path)
        #expect(try db.search("dystopia").map(\.book.id) == [1])
        #expect(try db.search("orwell penguin").map(\.book.id) == [1])
        let alice = try db.user(named: "alice")
        let notebook = try db.addBook(BookDraft(isbn: nil, title: "Notebook", authors: ["Alice"]), by: alice)
        #expect(notebook.label?.issuedSerial == 1)
        #expect(try db.search("notebook").map(\.book.id) == [notebook.id])
        #expect(try db.book(1).label == nil && db.book(1).isbn?.isbn13 == "9780141036144")
    }

    @Test("after migrating, ratings name their loan's request, and the gift handed over at v3 can be rated")
    func ratingsOfRequests() throws {
        let path = try Self.copyOfFixture()
        defer { TemporaryDatabase.remove(path) }
        let db = try AppDatabase.open(atPath: path)
        let (requests, givers) = try db.dbWriter.read { db in
            (try Int64.fetchAll(db, sql: "SELECT requestID FROM rating ORDER BY id"),
             try Row.fetchAll(db, sql: "SELECT id, giverID FROM bookRequest WHERE giverID IS NOT NULL"))
        }
        #expect(requests == [1, 1])
        let bob = try db.user(named: "bob"), carol = try db.user(named: "carol")
        #expect(givers.map { [$0["id"], $0["giverID"]] as [Int64] } == [[2, bob.id]])
        let thanks = try db.rate(.gift(request: 2), stars: 5, text: "Thanks for Dune", by: carol)
        #expect(thanks.rateeID == bob.id)
        #expect(try db.reviews(of: bob).items.map(\.rating.text) == ["Thanks for Dune", "Careful reader, on time"])
        #expect(throws: LendingError.giftNotFound(1)) { try db.rate(.gift(request: 1), stars: 5, by: bob) }
    }

    /// A copy of `Tests/Fixtures/lending-v3` in a scratch folder; the path of its database.
    static func copyOfFixture() throws -> String {
        let fixture = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/lending-v3")
        let path = try TemporaryDatabase.path()
        let files = FileManager.default
        try files.copyItem(atPath: fixture.appendingPathComponent("lending-v3.sqlite").path, toPath: path)
        try files.copyItem(atPath: fixture.appendingPathComponent("lending-v3.sqlite.photos").path,
                           toPath: path + ".photos")
        return path
    }

    /// The v3 columns of every v3 table in the file at `path`, read without migrating it.
    static func rows(atPath path: String) throws -> [String: [Row]] {
        try DatabaseQueue(path: path).read { db in try rows(db) }
    }

    static func rows(_ db: Database) throws -> [String: [Row]] {
        var tables: [String: [Row]] = [:]
        for (table, columns) in schemaV3 {
            let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            tables[table] = try Row.fetchAll(db, sql: "SELECT \(list) FROM \"\(table)\" ORDER BY id")
        }
        return tables
    }
}
