import ISBNKit
import Testing

@Suite("ISBN")
struct ISBNTests {
    @Test("from a scanned Bookland EAN-13", arguments: [
        ("9780306406157", "0306406152" as String?),
        ("9780804429573", "080442957X"),
        ("9781843560289", "1843560283"),
        ("9783161484100", "316148410X"),
        ("9791090636071", nil),
    ])
    func fromGTIN13(gtin13: String, isbn10: String?) throws {
        let isbn = try ISBN(gtin13: gtin13)
        #expect(isbn.isbn13 == gtin13)
        #expect(isbn.description == gtin13)
        #expect(isbn.isbn10 == isbn10)
    }

    @Test("979-0 is an ISMN")
    func ismn() {
        #expect(throws: IdentifierError.ismn(input: "9790230671187")) {
            try ISBN(gtin13: "9790230671187")
        }
    }

    @Test("other valid EAN-13 prefixes are not books", arguments: ["4006381333931", "5901234123457", "9771234567003"])
    func notBookland(gtin13: String) {
        #expect(throws: IdentifierError.notBookland(input: gtin13)) { try ISBN(gtin13: gtin13) }
    }

    @Test("the EAN-13 is validated before the prefix is looked at")
    func validatesFirst() {
        #expect(throws: IdentifierError.wrongCheckDigit(input: "4006381333932", found: "2", expected: "1")) {
            try ISBN(gtin13: "4006381333932")
        }
        #expect(throws: IdentifierError.wrongCheckDigit(input: "9790230671180", found: "0", expected: "7")) {
            try ISBN(gtin13: "9790230671180")
        }
    }

    @Test("a scanned GTIN must be bare digits", arguments: [
        ("978-0-306-40615-7", IdentifierError.invalidCharacter(input: "978-0-306-40615-7", character: "-", position: 4)),
        ("0306406152", .wrongLength(input: "0306406152", length: 10, expected: [13])),
        ("", .empty(input: "")),
    ])
    func bareDigits(gtin13: String, error: IdentifierError) {
        #expect(throws: error) { try ISBN(gtin13: gtin13) }
    }

    @Test("equal whichever form it was made from")
    func equality() throws {
        let scanned = try ISBN(gtin13: "9780306406157")
        #expect(try ISBN(parsing: "0-306-40615-2") == scanned)
        #expect(try ISBN(parsing: "978 0 306 40615 7") == scanned)
        #expect(Set([scanned, try ISBN(parsing: "0306406152")]).count == 1)
    }

    @Test("ordered by the 13 digits")
    func ordering() throws {
        let isbns = try ["9791090636071", "9780306406157", "9783161484100"].map(ISBN.init(gtin13:))
        #expect(isbns.sorted().map(\.isbn13) == ["9780306406157", "9783161484100", "9791090636071"])
    }

    @Test("LosslessStringConvertible round-trips through description")
    func lossless() throws {
        let isbn = try ISBN(gtin13: "9780804429573")
        #expect(ISBN(isbn.description) == isbn)
        #expect(ISBN("ISBN 0-8044-2957-x") == isbn)
        #expect(ISBN("0-8044-2957-1") == nil)
        #expect(ISBN("not an isbn") == nil)
    }
}
