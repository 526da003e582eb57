import Foundation
import ISBNKit
import Testing

@Suite("ISSN")
struct ISSNTests {
    @Test("modulo 11 check characters, weights 8 to 2", arguments: [
        ("0317847", "1" as Character), ("2434561", "X"), ("0378595", "5"), ("1050124", "X"), ("0028083", "6"),
    ])
    func checkDigit(payload: String, check: Character) {
        #expect(CheckDigit.issn(payload: payload) == check)
    }

    @Test("check digits need exactly seven ASCII digits", arguments: ["", "031784", "03178471", "031784a"])
    func checkDigitRejects(payload: String) {
        #expect(CheckDigit.issn(payload: payload) == nil)
    }

    @Test("typed forms", arguments: [
        ("0317-8471", "03178471"), ("03178471", "03178471"), ("ISSN 0317-8471", "03178471"),
        ("issn:2434-561x", "2434561X"), ("2434 561X", "2434561X"), ("ISSN 1050-124X", "1050124X"),
    ])
    func parses(text: String, digits: String) throws {
        let issn = try ISSN(parsing: text)
        #expect(issn.digits == digits)
        #expect(issn.hyphenated == "\(digits.prefix(4))-\(digits.suffix(4))")
        #expect(ISSN(issn.description) == issn)
    }

    @Test("parse errors", arguments: [
        ("0317-8472", IdentifierError.wrongCheckDigit(input: "0317-8472", found: "2", expected: "1")),
        ("2434-5610", .wrongCheckDigit(input: "2434-5610", found: "0", expected: "X")),
        ("0317-847", .wrongLength(input: "0317-847", length: 7, expected: [8])),
        ("0317-84711", .wrongLength(input: "0317-84711", length: 9, expected: [8])),
        ("031X-8471", .invalidCharacter(input: "031X-8471", character: "X", position: 4)),
        ("0317–8471", .invalidCharacter(input: "0317–8471", character: "–", position: 5)),
        ("ISSN", .empty(input: "ISSN")),
    ])
    func parseErrors(text: String, error: IdentifierError) {
        #expect(throws: error) { try ISSN(parsing: text) }
    }

    @Test("from a 977 barcode, whose variant digits and EAN check are not the ISSN's", arguments: [
        ("9770317847001", "0317-8471"), ("9770317847056", "0317-8471"), ("9772434561006", "2434-561X"),
        ("9770378595125", "0378-5955"),
    ])
    func fromGTIN13(gtin13: String, issn: String) throws {
        #expect(try ISSN(gtin13: gtin13).hyphenated == issn)
    }

    @Test("barcode errors: other prefixes, bad EAN-13s")
    func gtin13Errors() {
        #expect(throws: IdentifierError.notISSN(input: "9780306406157")) { try ISSN(gtin13: "9780306406157") }
        #expect(throws: IdentifierError.wrongCheckDigit(input: "9770317847002", found: "2", expected: "1")) {
            try ISSN(gtin13: "9770317847002")
        }
        #expect(throws: IdentifierError.wrongLength(input: "03178471", length: 8, expected: [13])) {
            try ISSN(gtin13: "03178471")
        }
    }

    @Test("the barcode of an ISSN with a variant")
    func gtin13() throws {
        let issn = try ISSN(parsing: "0317-8471")
        #expect(try issn.gtin13() == "9770317847001")
        #expect(try issn.gtin13(variant: "05") == "9770317847056")
        #expect(try ISSN(parsing: "2434-561X").gtin13() == "9772434561006")
        #expect(throws: IdentifierError.wrongLength(input: "5", length: 1, expected: [2])) { try issn.gtin13(variant: "5") }
        #expect(throws: IdentifierError.invalidCharacter(input: "0a", character: "a", position: 2)) {
            try issn.gtin13(variant: "0a")
        }
    }

    @Test("codes as the hyphenated string and decodes only valid ISSNs")
    func codable() throws {
        let issn = try ISSN(parsing: "2434561x")
        let data = try JSONEncoder().encode([issn])
        #expect(String(decoding: data, as: UTF8.self) == #"["2434-561X"]"#)
        #expect(try JSONDecoder().decode([ISSN].self, from: data) == [issn])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ISSN].self, from: Data(#"["2434-5610"]"#.utf8)) }
    }
}
