import Foundation
import ISBNKit
import Testing

@Suite("ISMN")
struct ISMNTests {
    @Test("the M form and the 13-digit form are the same number", arguments: [
        ("M-2306-7118-7", "9790230671187"), ("979-0-2306-7118-7", "9790230671187"),
        ("ISMN M-060-11561-5", "9790060115615"), ("m 060 11561 5", "9790060115615"),
        ("ismn 9790901679177", "9790901679177"),
    ])
    func parses(text: String, ismn13: String) throws {
        let ismn = try ISMN(parsing: text)
        #expect(ismn.ismn13 == ismn13)
        #expect(try ISMN(gtin13: ismn13) == ismn)
        #expect(ismn.ismn10 == "M" + ismn13.dropFirst(4))
    }

    @Test("the M weighs 3, so both forms share the check digit")
    func sharedCheckDigit() throws {
        #expect(CheckDigit.gtin(payload: "979023067118") == 7)
        #expect(throws: IdentifierError.wrongCheckDigit(input: "M-2306-7118-8", found: "8", expected: "7")) {
            try ISMN(parsing: "M-2306-7118-8")
        }
        #expect(throws: IdentifierError.wrongCheckDigit(input: "9790230671180", found: "0", expected: "7")) {
            try ISMN(gtin13: "9790230671180")
        }
    }

    @Test("hyphens after the publisher, whose length the first digit gives", arguments: [
        ("9790060115615", "979-0-060-11561-5", "M-060-11561-5", "060"),
        ("9790230671187", "979-0-2306-7118-7", "M-2306-7118-7", "2306"),
        ("9790345607330", "979-0-3456-0733-0", "M-3456-0733-0", "3456"),
        ("9790560000008", "979-0-56000-000-8", "M-56000-000-8", "56000"),
        ("9790700000004", "979-0-700000-00-4", "M-700000-00-4", "700000"),
        ("9790901679177", "979-0-9016791-7-7", "M-9016791-7-7", "9016791"),
    ])
    func hyphenation(ismn13: String, hyphenated: String, ismn10Hyphenated: String, publisher: String) throws {
        let ismn = try ISMN(gtin13: ismn13)
        #expect(ismn.hyphenated == hyphenated)
        #expect(ismn.ismn10Hyphenated == ismn10Hyphenated)
        #expect(ismn.publisher == publisher)
    }

    @Test("parse errors", arguments: [
        ("9780306406157", IdentifierError.notISMN(input: "9780306406157")),
        ("0306406152", .notISMN(input: "0306406152")),
        ("M-2306-7118", .wrongLength(input: "M-2306-7118", length: 9, expected: [10, 13])),
        ("2306-M-7118-7", .invalidCharacter(input: "2306-M-7118-7", character: "M", position: 6)),
        ("M-2306-7118-X", .invalidCharacter(input: "M-2306-7118-X", character: "X", position: 13)),
        ("ISMN ", .empty(input: "ISMN ")),
    ])
    func parseErrors(text: String, error: IdentifierError) {
        #expect(throws: error) { try ISMN(parsing: text) }
    }

    @Test("a Bookland number that is an ISBN is not an ISMN")
    func notISMN() {
        #expect(throws: IdentifierError.notISMN(input: "9791090636071")) { try ISMN(gtin13: "9791090636071") }
        #expect(ISMN("9791090636071") == nil)
    }

    @Test("codes as the 13 digits")
    func codable() throws {
        let ismn = try ISMN(parsing: "M-2306-7118-7")
        let data = try JSONEncoder().encode([ismn])
        #expect(String(decoding: data, as: UTF8.self) == #"["9790230671187"]"#)
        #expect(try JSONDecoder().decode([ISMN].self, from: Data(#"["M-2306-7118-7"]"#.utf8)) == [ismn])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ISMN].self, from: Data(#"["M-2306-7118-1"]"#.utf8)) }
    }
}
