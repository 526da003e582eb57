import Testing
@testable import LendingKit

@Suite("Text fields")
struct TextFieldTests {
    @Test("control characters and terminal escapes are refused, naming the field, the character and where")
    func controlCharacters() {
        #expect(throws: LendingError.controlCharacter(field: "message", scalar: 0x1B, position: 2)) {
            try TextField.message.checked("x\u{1B}[2J")
        }
        for scalar: UInt32 in [0x00, 0x07, 0x08, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x202E, 0x2066, 0x2028] {
            let text = "ab" + String(Character(Unicode.Scalar(scalar)!)) + "cd"
            #expect(throws: LendingError.controlCharacter(field: "description", scalar: scalar, position: 3)) {
                try TextField.description.checked(text)
            }
        }
        #expect(LendingError.controlCharacter(field: "message", scalar: 0x1B, position: 2).description
            == "message has a control character (U+001B) at character 2: control characters and terminal escapes are not allowed")
    }

    @Test("line feeds and tabs only in fields of many lines; CR LF becomes LF")
    func lineBreaks() throws {
        #expect(try TextField.message.checked("Saturday?\r\n\tOr Sunday?\n") == "Saturday?\n\tOr Sunday?")
        #expect(throws: LendingError.controlCharacter(field: "title", scalar: 0x0A, position: 5)) {
            try TextField.title.checked("Dune\nMessiah")
        }
        #expect(throws: LendingError.controlCharacter(field: "display name", scalar: 0x09, position: 4)) {
            try TextField.displayName.checked("Ann\tB")
        }
        #expect(LendingError.controlCharacter(field: "title", scalar: 0x0A, position: 5).description
            == "title must be one line: it has a line break or tab at character 5")
    }

    @Test("limits count Unicode scalars of the trimmed text")
    func limits() throws {
        #expect(try TextField.title.checked("  " + String(repeating: "é", count: 500) + " ").unicodeScalars.count == 500)
        #expect(throws: LendingError.textTooLong(field: "title", length: 130_000, limit: 500)) {
            try TextField.title.checked(String(repeating: "a", count: 130_000))
        }
        let zalgo = "a" + String(repeating: "\u{0301}", count: 2_000)
        #expect(throws: LendingError.textTooLong(field: "message", length: 2_001, limit: 2_000)) {
            try TextField.message.checked(zalgo)
        }
        #expect(LendingError.textTooLong(field: "title", length: 130_000, limit: 500).description
            == "title is 130000 characters long: at most 500 are allowed")
        for field in [TextField.displayName, .email, .phone, .title, .author, .subject, .description,
                      .message, .ratingText, .comment, .pickupAddress, .pickupComment, .query] {
            #expect(field.limit > 0 && field.limit <= 5_000, "\(field)")
        }
    }

    @Test("required texts must not be blank; optional blank texts are nil")
    func emptiness() throws {
        #expect(throws: LendingError.emptyField("message")) { try TextField.message.required(" \n ") }
        #expect(try TextField.comment.optional("") == nil)
        #expect(try TextField.comment.optional(nil) == nil)
        #expect(try TextField.comment.optional(" ok ") == "ok")
    }

    @Test("every text a book, a user, a message, a rating, a return or a pickup takes is checked")
    func everyEntryPoint() throws {
        let library = try Library()
        let isbn = Library.isbn(1)
        let escape = "a\u{1B}]0;owned\u{07}"
        #expect(throws: LendingError.controlCharacter(field: "title", scalar: 0x1B, position: 2)) {
            try BookDraft(isbn: isbn, title: escape, authors: ["A"])
        }
        #expect(throws: LendingError.controlCharacter(field: "authors", scalar: 0x1B, position: 2)) {
            try BookDraft(isbn: isbn, title: "T", authors: [escape])
        }
        #expect(throws: LendingError.tooManyItems(field: "subjects", count: 51, limit: 50)) {
            try BookDraft(isbn: isbn, title: "T", authors: ["A"], subjects: (0...50).map { "s\($0)" })
        }
        #expect(throws: LendingError.controlCharacter(field: "display name", scalar: 0x1B, position: 2)) {
            try UserProfile(username: "eve", displayName: escape)
        }
        #expect(throws: LendingError.controlCharacter(field: "pickup address", scalar: 0x1B, position: 2)) {
            try PickupLocation(latitude: 0, longitude: 0, address: escape)
        }
        let book = try library.addBook(by: library.alice)
        let before = try DatabaseSnapshot(library.db)
        expectError(.invalidInput) {
            try library.db.editBook(book.id, changes: BookChanges(description: escape), by: library.alice)
        }
        let request = try library.db.requestBook(book.id, by: library.bob)
        let afterRequest = try DatabaseSnapshot(library.db)
        #expect(afterRequest != before)
        expectError(.invalidInput) { try library.db.sendMessage(escape, on: request.id, by: library.bob) }
        expectError(.invalidInput) { try library.db.search(String(repeating: "dune ", count: 101)) }
        #expect(try DatabaseSnapshot(library.db) == afterRequest)
    }
}
