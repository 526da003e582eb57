import ISBNKit
import Testing

@Suite("GTIN13")
struct GTIN13Tests {
    @Test("normalizes every kind to 13 digits", arguments: [
        ("4006381333931", GTINKind.ean13, "4006381333931"),
        ("9780306406157", .ean13, "9780306406157"),
        ("036000291452", .upcA, "0036000291452"),
        ("01234565", .upcE, "0012345000065"),
        ("04252614", .upcE, "0042100005264"),
        ("96385074", .ean8, "0000096385074"),
    ])
    func normalize(digits: String, kind: GTINKind, gtin13: String) throws {
        let normalized = try GTIN13.normalize(digits, as: kind)
        #expect(normalized == gtin13)
        try GTINValidation.validate(normalized, as: .ean13)
    }

    @Test("a UPC-A and its UPC-E normalize to the same number")
    func upcAAndUPCEAgree() throws {
        #expect(try GTIN13.normalize("01234565", as: .upcE) == GTIN13.normalize("012345000065", as: .upcA))
    }

    @Test("validates before converting", arguments: [
        ("036000291453", GTINKind.upcA, IdentifierError.wrongCheckDigit(input: "036000291453", found: "3", expected: "2")),
        ("96385075", .ean8, .wrongCheckDigit(input: "96385075", found: "5", expected: "4")),
        ("31234565", .upcE, .invalidUPCENumberSystem(input: "31234565", digit: "3")),
        ("4006381333931", .upcA, .wrongLength(input: "4006381333931", length: 13, expected: [12])),
        ("", .ean13, .empty(input: "")),
    ])
    func rejects(digits: String, kind: GTINKind, error: IdentifierError) {
        #expect(throws: error) { try GTIN13.normalize(digits, as: kind) }
    }
}
