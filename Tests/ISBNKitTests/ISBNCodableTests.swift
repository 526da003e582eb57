import Foundation
import ISBNKit
import Testing

@Suite("ISBN Codable")
struct ISBNCodableTests {
    private struct Book: Codable, Equatable {
        var title: String
        var isbn: ISBN
    }

    @Test("encodes as a single 13-digit string and decodes back")
    func roundTrip() throws {
        let book = Book(title: "Example", isbn: try ISBN(parsing: "0-8044-2957-X"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(book)
        #expect(String(decoding: data, as: UTF8.self) == #"{"isbn":"9780804429573","title":"Example"}"#)
        #expect(try JSONDecoder().decode(Book.self, from: data) == book)
    }

    @Test("decodes the text forms parsing accepts", arguments: [
        #""9780306406157""#, #""0306406152""#, #""978-0-306-40615-7""#, #""ISBN 0-306-40615-2""#,
    ])
    func lenientDecoding(json: String) throws {
        let isbn = try JSONDecoder().decode(ISBN.self, from: Data(json.utf8))
        #expect(isbn.isbn13 == "9780306406157")
    }

    @Test("rejects invalid values with the identifier error inside", arguments: [
        (#""9780306406158""#, IdentifierError.wrongCheckDigit(input: "9780306406158", found: "8", expected: "7")),
        (#""9790230671187""#, .ismn(input: "9790230671187")),
        (#""4006381333931""#, .notBookland(input: "4006381333931")),
        (#""97803064061""#, .wrongLength(input: "97803064061", length: 11, expected: [10, 13])),
        (#""""#, .empty(input: "")),
    ])
    func rejectsInvalid(json: String, error: IdentifierError) {
        do {
            _ = try JSONDecoder().decode(ISBN.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.underlyingError as? IdentifierError == error)
            #expect(context.debugDescription == error.description)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("rejects values that are not strings", arguments: ["9780306406157", "null", "[\"9780306406157\"]"])
    func rejectsNonStrings(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ISBN.self, from: Data(json.utf8))
        }
    }

    @Test("the coding path points at the bad field")
    func codingPath() {
        let json = #"{"title":"x","isbn":"123"}"#
        do {
            _ = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["isbn"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
