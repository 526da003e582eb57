import ISBNKit
import Testing

@Suite("ISBN parsing")
struct ISBNParsingTests {
    @Test("labelled, hyphenated and spaced text", arguments: [
        ("0-306-40615-2", "9780306406157"),
        ("0306406152", "9780306406157"),
        ("ISBN 0-306-40615-2", "9780306406157"),
        ("isbn 0 306 40615 2", "9780306406157"),
        ("ISBN: 0306406152", "9780306406157"),
        ("ISBN-10: 0-306-40615-2", "9780306406157"),
        ("ISBN10 0306406152", "9780306406157"),
        ("ISBN 10: 0306406152", "9780306406157"),
        ("978-0-306-40615-7", "9780306406157"),
        ("ISBN 978-0-306-40615-7", "9780306406157"),
        ("ISBN-13: 978-0-306-40615-7", "9780306406157"),
        ("Isbn13:9780306406157", "9780306406157"),
        ("ISBN 13 978 0 306 40615 7", "9780306406157"),
        ("ISBN-978-0-306-40615-7", "9780306406157"),
        ("  978 - 0 - 306 - 40615 - 7  ", "9780306406157"),
        ("978\t0306406157\n", "9780306406157"),
        ("979-10-90636-07-1", "9791090636071"),
        ("ISBN 1-84356-028-3", "9781843560289"),
        ("ISBN 99921-58-10-7", "9789992158104"),
    ])
    func parses(text: String, isbn13: String) throws {
        #expect(try ISBN(parsing: text).isbn13 == isbn13)
    }

    @Test("x or X only as the ISBN-10 check character", arguments: [
        "0-8044-2957-X", "0-8044-2957-x", "080442957x", "ISBN 0-9752298-0-X",
    ])
    func checkX(text: String) throws {
        let isbn = try ISBN(parsing: text)
        #expect(isbn.isbn10?.last == "X")
    }

    @Test("X anywhere else is a bad character at its position", arguments: [
        ("08044295X7", "X" as Character, 9),
        ("080442957X1", "X", 10),
        ("978030640615X", "X", 13),
        ("x306406152", "x", 1),
        ("0-8044-2957-XX", "X", 14),
    ])
    func misplacedX(text: String, character: Character, position: Int) {
        #expect(throws: IdentifierError.invalidCharacter(input: text, character: character, position: position)) {
            try ISBN(parsing: text)
        }
    }

    @Test("bad characters are named with their 1-based position in the text", arguments: [
        ("978-0-306-4O615-7", "O" as Character, 12),
        ("ISBN 0-306-4O615-2", "O", 13),
        ("978_0306406157", "_", 4),
        ("978–0–306–40615–7", "–", 4),
        ("-978-0-306-40615-7", "-", 1),
        ("978-0-306-40615-7-", "-", 18),
        ("978-0-306-40615-7 (pbk.)", "(", 19),
        ("ISBNX 0306406152", "X", 5),
        ("９780306406157", "９", 1),
    ])
    func invalidCharacter(text: String, character: Character, position: Int) {
        #expect(throws: IdentifierError.invalidCharacter(input: text, character: character, position: position)) {
            try ISBN(parsing: text)
        }
    }

    @Test("wrong lengths", arguments: [
        ("97803064061", 11),
        ("030640615", 9),
        ("97803064061577", 14),
        ("ISBN 13 9780306406157 1", 14),
        ("ISBN13978-0-306-40615-7", 15),
    ])
    func wrongLength(text: String, length: Int) {
        #expect(throws: IdentifierError.wrongLength(input: text, length: length, expected: [10, 13])) {
            try ISBN(parsing: text)
        }
    }

    @Test("no digits at all", arguments: ["", "   ", "ISBN", "ISBN-13:  "])
    func empty(text: String) {
        #expect(throws: IdentifierError.empty(input: text)) { try ISBN(parsing: text) }
    }

    @Test("a wrong check digit names the right one", arguments: [
        ("0-306-40615-3", "3" as Character, "2" as Character),
        ("0-8044-2957-1", "1", "X"),
        ("030640615X", "X", "2"),
        ("ISBN 978-0-306-40615-8", "8", "7"),
        ("9791090636070", "0", "1"),
    ])
    func wrongCheckDigit(text: String, found: Character, expected: Character) {
        #expect(throws: IdentifierError.wrongCheckDigit(input: text, found: found, expected: expected)) {
            try ISBN(parsing: text)
        }
    }

    @Test("ISMN and other EAN-13 numbers are refused, quoting the text")
    func notISBN() {
        #expect(throws: IdentifierError.ismn(input: "979-0-2306-7118-7")) { try ISBN(parsing: "979-0-2306-7118-7") }
        #expect(throws: IdentifierError.notBookland(input: "400-6381-33393-1")) { try ISBN(parsing: "400-6381-33393-1") }
    }

    @Test("ISBN-10 to ISBN-13", arguments: [
        ("0-306-40615-2", "9780306406157"),
        ("0-8044-2957-X", "9780804429573"),
        ("ISBN 0-9752298-0-x", "9780975229804"),
        ("1-84356-028-3", "9781843560289"),
        ("3-16-148410-X", "9783161484100"),
    ])
    func tenToThirteen(isbn10: String, isbn13: String) throws {
        #expect(try ISBN.isbn13(fromISBN10: isbn10) == isbn13)
        #expect(try ISBN.isbn10(fromISBN13: isbn13) == ISBN(parsing: isbn10).isbn10)
    }

    @Test("ISBN-13 to ISBN-10", arguments: [
        ("978-0-306-40615-7", "0306406152"),
        ("9780804429573", "080442957X"),
        ("ISBN-13: 978-3-16-148410-0", "316148410X"),
    ])
    func thirteenToTen(isbn13: String, isbn10: String) throws {
        #expect(try ISBN.isbn10(fromISBN13: isbn13) == isbn10)
        #expect(try ISBN.isbn13(fromISBN10: isbn10) == ISBN(parsing: isbn13).isbn13)
    }

    @Test("979 ISBNs have no ISBN-10")
    func noISBN10() {
        #expect(throws: IdentifierError.noISBN10(input: "979-10-90636-07-1")) {
            try ISBN.isbn10(fromISBN13: "979-10-90636-07-1")
        }
        #expect(throws: IdentifierError.ismn(input: "9790230671187")) {
            try ISBN.isbn10(fromISBN13: "9790230671187")
        }
    }

    @Test("convert gives the other form", arguments: [
        ("0-306-40615-2", "9780306406157"), ("ISBN 0-8044-2957-x", "9780804429573"),
        ("978-0-306-40615-7", "0306406152"), ("9783161484100", "316148410X"),
    ])
    func convert(text: String, other: String) throws {
        #expect(try ISBN.convert(text) == other)
    }

    @Test("convert refuses 979 ISBNs, ISMNs, other lengths and bad check digits", arguments: [
        ("979-10-90636-07-1", IdentifierError.noISBN10(input: "979-10-90636-07-1")),
        ("9790230671187", .ismn(input: "9790230671187")),
        ("030640615", .wrongLength(input: "030640615", length: 9, expected: [10, 13])),
        ("0-306-40615-3", .wrongCheckDigit(input: "0-306-40615-3", found: "3", expected: "2")),
    ])
    func convertErrors(text: String, error: IdentifierError) {
        #expect(throws: error) { try ISBN.convert(text) }
    }

    @Test("each conversion insists on its source length")
    func conversionLengths() {
        #expect(throws: IdentifierError.wrongLength(input: "9780306406157", length: 13, expected: [10])) {
            try ISBN.isbn13(fromISBN10: "9780306406157")
        }
        #expect(throws: IdentifierError.wrongLength(input: "0306406152", length: 10, expected: [13])) {
            try ISBN.isbn10(fromISBN13: "0306406152")
        }
    }
}
