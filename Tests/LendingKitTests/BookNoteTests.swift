import Foundation
import GRDB
import Testing
@testable import LendingKit

/// An owner's private note on a book: written at any time, lent or not, and read by the owner alone.
@Suite struct BookNoteTests {
    @Test func theOwnerWritesANoteWhileTheBookIsLentAndNoOneElseReadsIt() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice)
        try library.lend(book, from: library.alice, to: library.bob)
        let note = "From Grandma, 1995\n\tnot to be given away"
        let edited = try library.db.editBook(book.id, changes: BookChanges(privateNote: note), by: library.alice)
        #expect(edited == (try library.db.book(book.id)))
        #expect(try library.db.privateNote(ofBook: book.id, by: library.alice) == note)
        for other in [library.bob, library.carol] {
            let refused = expectError(.notAllowed) { try library.db.privateNote(ofBook: book.id, by: other) }
            #expect(refused == .notAllowed(user: other.username,
                                           action: "read the private note on book \(book.id) (only its owner may)"))
            expectError(.notAllowed) { try library.db.editBook(book.id, changes: BookChanges(privateNote: "mine"), by: other) }
        }
        #expect(try library.db.privateNote(ofBook: book.id, by: library.alice) == note)
    }

    @Test func theEventLogSaysTheNoteChangedButNeverItsWords() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice)
        try library.db.editBook(book.id, changes: BookChanges(privateNote: "Paid 4 euros at the flea market"), by: library.alice)
        try library.db.editBook(book.id, changes: BookChanges(privateNote: "  "), by: library.alice)
        #expect(try library.db.privateNote(ofBook: book.id, by: library.alice) == nil)
        let log = try library.db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT coalesce(before, '') || '|' || coalesce(after, '') FROM lendingEvent")
        }
        #expect(log.contains("no private note|private note changed"))
        #expect(log.contains("a private note|no private note"))
        #expect(!log.joined().contains("flea market"))
    }

    @Test func theSameNoteAgainChangesNothingAndABadNoteIsRefusedNamingTheField() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice)
        try library.db.editBook(book.id, changes: BookChanges(privateNote: "Signed"), by: library.alice)
        let before = try DatabaseSnapshot(library.db)
        try library.db.editBook(book.id, changes: BookChanges(privateNote: " Signed "), by: library.alice)
        #expect(try DatabaseSnapshot(library.db) == before)
        let long = expectError(.invalidInput) {
            try library.db.editBook(book.id, changes: BookChanges(privateNote: String(repeating: "n", count: 5_001)), by: library.alice)
        }
        #expect(long == .textTooLong(field: "private note", length: 5_001, limit: 5_000))
        let escape = expectError(.invalidInput) {
            try library.db.editBook(book.id, changes: BookChanges(privateNote: "x\u{1B}[2J"), by: library.alice)
        }
        #expect(escape == .controlCharacter(field: "private note", scalar: 0x1B, position: 2))
        #expect(try DatabaseSnapshot(library.db) == before)
    }

    @Test func theDatabaseRefusesANoteLongerThanTheLimitWhateverTheCaller() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice)
        #expect(throws: DatabaseError.self) {
            try library.db.dbWriter.write { db in
                try db.execute(sql: "INSERT INTO bookNote (bookID, text, updatedAt) VALUES (?, ?, ?)",
                               arguments: [book.id, String(repeating: "n", count: 5_001), Date()])
            }
        }
    }
}
