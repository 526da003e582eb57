import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("ISBN extraction from text")
struct ISBNExtractorTests {
    private let extractor = ISBNExtractor(ranges: .builtIn)

    private func found(_ text: String) -> [String] {
        extractor.matches(in: text).map(\.isbn.isbn13)
    }

    @Test("numbers as people write them", arguments: [
        ("ISBN 978-0-306-40615-7", "9780306406157"),
        ("ISBN-13: 978-0-306-40615-7.", "9780306406157"),
        ("see 9780306406157, p. 12", "9780306406157"),
        ("ISBN-10: 0-306-40615-2", "9780306406157"),
        ("0 306 40615 2", "9780306406157"),
        ("978 0 306 40615 7", "9780306406157"),
        ("978-0306406157", "9780306406157"),
        ("(0-8044-2957-X)", "9780804429573"),
        ("isbn 080442957x;", "9780804429573"),
        ("ISBN9780306406157", "9780306406157"),
        ("isbn13:9780306406157", "9780306406157"),
        ("ISBN 13 978 0 306 40615 7", "9780306406157"),
        ("ISBN 978 0306 40615 7", "9780306406157"),
        ("979-10-90636-07-1", "9791090636071"),
        ("979-1200000006", "9791200000006"),
        ("Published 1999 978-0-306-40615-7", "9780306406157"),
        ("url=https://example.org/isbn/9780306406157", "9780306406157"),
        ("Hotel 0306406152", "9780306406157"),       // a word that only ends like a phone label
        ("Tel: 555 0100, ISBN 0306406152", "9780306406157"),
    ])
    func finds(text: String, isbn13: String) {
        #expect(found(text) == [isbn13])
    }

    @Test("no false positives", arguments: [
        "978-0-306-40615-8",              // wrong check digit
        "97803064061570",                 // a longer digit run
        "12397803064061571",              // an ISBN inside a longer run
        "978-0-306-40615-7-1",            // a longer hyphenated number
        "030-640-6152",                   // a phone number whose digits check as an ISBN-10
        "call +44 0306406152",            // an international phone number
        "Tel: 0306406152", "Phone 0306406152", "fax. 0306406152", "call 0306406152",
        "Mob 030 6406 152", "TEL.# 0306406152", "tel 9780306406157", // after phone labels
        "+9780306406157",
        "3.9780306406157", "9780306406157.5", "12/9780306406157", "9780306406157,5",
        "A9780306406157", "9780306406157b", "x0306406152", "030640615Xa", "0306406152_",
        "978-0 306-40615-7",              // mixed separators
        "978 03064 06157",                // spaces where the ranges put none
        "979-12-00000-00-6",              // hyphens in a range that is not allocated
        "979-0-2306-7118-7",              // an ISMN
        "4006381333931",                  // another product
        "", "ISBN", "ISBN-13:",
    ])
    func rejects(text: String) {
        #expect(found(text).isEmpty)
    }

    @Test("several numbers, with line, column and byte offset")
    func positions() throws {
        let text = "Reading list\n  1. ISBN 0-306-40615-2\nÉté — 978-0-8044-2957-3 and 9791090636071\n"
        let matches = extractor.matches(in: text)
        try #require(matches.count == 3)
        #expect(matches[0] == ISBNMatch(isbn: try ISBN(parsing: "0306406152"), text: "0-306-40615-2",
                                        line: 2, column: 11, utf8Offset: 23))
        #expect(matches[1] == ISBNMatch(isbn: try ISBN(parsing: "9780804429573"), text: "978-0-8044-2957-3",
                                        line: 3, column: 7, utf8Offset: 47))
        #expect(matches[2].text == "9791090636071")
        #expect(matches[2].line == 3)
        #expect(matches[2].column == 29)
        #expect(matches[2].utf8Offset == 69)
    }

    @Test("neighbouring numbers are found one by one")
    func neighbours() {
        #expect(found("9780306406157 9780804429573") == ["9780306406157", "9780804429573"])
        #expect(found("0306406152 080442957X 1843560283") == ["9780306406157", "9780804429573", "9781843560289"])
        #expect(found("ISBN 0306406152 x 2") == ["9780306406157"])
    }

    @Test("the range data decides where hyphens may stand")
    func rangeData() throws {
        // The fixture knows only the group 978-0.
        let fixture = ISBNExtractor(ranges: ISBNRanges(try ISBNRangeMessage(xml: RangeMessageFixture.valid)))
        #expect(fixture.matches(in: "978-0-306-40615-7").count == 1)
        #expect(fixture.matches(in: "978-1-4028-9462-6").isEmpty)
        #expect(fixture.matches(in: "9781402894626").count == 1)
        #expect(found("978-1-4028-9462-6") == ["9781402894626"])
    }
}
