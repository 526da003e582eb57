import ISBNKit
import Testing

@Suite("BarcodeNumber")
struct BarcodeNumberTests {
    @Test("a scanned EAN-13 is identified by its prefix", arguments: [
        ("9780306406157", "ISBN", true), ("9791090636071", "ISBN", true), ("9790230671187", "ISMN", true),
        ("9770317847001", "ISSN", false), ("0036000291452", "UPC-A", false), ("4006381333931", "GTIN", false),
        ("9771234567003", "ISSN", false),
    ])
    func kinds(gtin13: String, kind: String, bookland: Bool) throws {
        let number = try BarcodeNumber(gtin13: gtin13)
        #expect(number.kindName == kind)
        #expect(number.gtin13 == gtin13)
        #expect(number.isBookland == bookland)
    }

    @Test("each kind carries its identifier")
    func payloads() throws {
        #expect(try BarcodeNumber(gtin13: "9780306406157") == .isbn(try ISBN(parsing: "0-306-40615-2")))
        #expect(try BarcodeNumber(gtin13: "9790230671187") == .ismn(try ISMN(parsing: "M-2306-7118-7")))
        #expect(try BarcodeNumber(gtin13: "9770317847056") == .issn(try ISSN(parsing: "0317-8471"), variant: "05"))
        #expect(try BarcodeNumber(gtin13: "0036000291452") == .upcA("036000291452"))
        #expect(try BarcodeNumber(gtin13: "4006381333931") == .otherGTIN("4006381333931"))
        #expect(try BarcodeNumber(gtin13: "2900000000018") == .restrictedCirculation("2900000000018"))
        #expect(try BarcodeNumber(gtin13: "2000000000008").kindName == "RCN")
        #expect(try BarcodeNumber(gtin13: "1000000000009") == .otherGTIN("1000000000009"))
    }

    @Test("typed numbers are read by label, then by shape", arguments: [
        ("ISSN 2434-561X", "ISSN"), ("0317-8471", "ISSN"), ("M-2306-7118-7", "ISMN"), ("ISMN 9790230671187", "ISMN"),
        ("0-306-40615-2", "ISBN"), ("ISBN 978-0-306-40615-7", "ISBN"), ("978-0-306-40615-7", "ISBN"),
        ("979-0-2306-7118-7", "ISMN"), ("977-0317-847-00-1", "ISSN"), ("036000291452", "UPC-A"),
        ("0 36000 29145 2", "UPC-A"), ("4006381333931", "GTIN"), ("080442957x", "ISBN"),
    ])
    func parsing(text: String, kind: String) throws {
        #expect(try BarcodeNumber(parsing: text).kindName == kind)
    }

    @Test("an ISSN typed without its barcode has no variant and no EAN-13")
    func typedISSN() throws {
        let number = try BarcodeNumber(parsing: "0317-8471")
        #expect(number == .issn(try ISSN(parsing: "03178471"), variant: nil))
        #expect(number.gtin13 == nil)
        #expect(number.isBookland == false)
    }

    @Test("errors come from the reading the shape chose", arguments: [
        ("9780306406158", IdentifierError.wrongCheckDigit(input: "9780306406158", found: "8", expected: "7")),
        ("036000291450", .wrongCheckDigit(input: "036000291450", found: "0", expected: "2")),
        ("0317-8472", .wrongCheckDigit(input: "0317-8472", found: "2", expected: "1")),
        ("0306406153", .wrongCheckDigit(input: "0306406153", found: "3", expected: "2")),
        ("M-2306-7118-8", .wrongCheckDigit(input: "M-2306-7118-8", found: "8", expected: "7")),
        ("ISBN 9790230671187", .ismn(input: "ISBN 9790230671187")),
        ("12345", .wrongLength(input: "12345", length: 5, expected: [8, 10, 12, 13])),
        ("97803064061570", .wrongLength(input: "97803064061570", length: 14, expected: [8, 10, 12, 13])),
        ("EAN 4006381333931", .invalidCharacter(input: "EAN 4006381333931", character: "E", position: 1)),
        ("", .empty(input: "")),
    ])
    func errors(text: String, error: IdentifierError) {
        #expect(throws: error) { try BarcodeNumber(parsing: text) }
    }

    @Test("a scanned number must be a valid EAN-13")
    func scannedErrors() {
        #expect(throws: IdentifierError.wrongCheckDigit(input: "9770317847002", found: "2", expected: "1")) {
            try BarcodeNumber(gtin13: "9770317847002")
        }
        #expect(throws: IdentifierError.wrongLength(input: "036000291452", length: 12, expected: [13])) {
            try BarcodeNumber(gtin13: "036000291452")
        }
    }
}
