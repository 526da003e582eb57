import ISBNKit
import Testing

@Suite("GTINValidation")
struct GTINValidationTests {
    @Test("accepts real numbers", arguments: [
        ("4006381333931", GTINKind.ean13),
        ("5901234123457", .ean13),
        ("9780306406157", .ean13),
        ("9790230671187", .ean13),
        ("96385074", .ean8),
        ("55123457", .ean8),
        ("036000291452", .upcA),
        ("012345678905", .upcA),
        ("725272730706", .upcA),
        ("01234565", .upcE),
        ("04252614", .upcE),
        ("11234579", .upcE),
    ])
    func accepts(digits: String, kind: GTINKind) throws {
        try GTINValidation.validate(digits, as: kind)
    }

    @Test("names the right check digit", arguments: [
        ("4006381333932", GTINKind.ean13, "2" as Character, "1" as Character),
        ("9780306406158", .ean13, "8", "7"),
        ("96385075", .ean8, "5", "4"),
        ("036000291450", .upcA, "0", "2"),
        ("01234566", .upcE, "6", "5"),
        ("04252610", .upcE, "0", "4"),
    ])
    func wrongCheckDigit(digits: String, kind: GTINKind, found: Character, expected: Character) {
        #expect(throws: IdentifierError.wrongCheckDigit(input: digits, found: found, expected: expected)) {
            try GTINValidation.validate(digits, as: kind)
        }
    }

    @Test("a UPC-E check digit is the one of its UPC-A, not of its own seven digits")
    func upcECheckUsesExpansion() {
        // 0123456 weighted directly would give 5 as well, so use a code where the two differ.
        #expect(CheckDigit.gtin(payload: "0425261") != 4)
        #expect(throws: Never.self) { try GTINValidation.validate("04252614", as: .upcE) }
    }

    @Test("wrong length names the kind's length", arguments: [
        ("400638133393", GTINKind.ean13, 12),
        ("40063813339310", .ean13, 14),
        ("9638507", .ean8, 7),
        ("0036000291452", .upcA, 13),
        ("0123456", .upcE, 7),
    ])
    func wrongLength(digits: String, kind: GTINKind, length: Int) {
        #expect(throws: IdentifierError.wrongLength(input: digits, length: length, expected: [kind.digitCount])) {
            try GTINValidation.validate(digits, as: kind)
        }
    }

    @Test("only ASCII digits, with the 1-based position of the first offender", arguments: [
        ("400638133393X", "X" as Character, 13),
        (" 4006381333931", " ", 1),
        ("4006-381333931", "-", 5),
        ("40063813339３1", "３", 12),
        ("9638507a", "a", 8),
    ])
    func invalidCharacter(digits: String, character: Character, position: Int) {
        #expect(throws: IdentifierError.invalidCharacter(input: digits, character: character, position: position)) {
            try GTINValidation.validate(digits, as: .ean13)
        }
    }

    @Test("a bad character is reported before a bad length")
    func characterBeforeLength() {
        #expect(throws: IdentifierError.invalidCharacter(input: "12a", character: "a", position: 3)) {
            try GTINValidation.validate("12a", as: .upcA)
        }
    }

    @Test("empty input")
    func empty() {
        #expect(throws: IdentifierError.empty(input: "")) {
            try GTINValidation.validate("", as: .ean8)
        }
    }

    @Test("UPC-E number system must be 0 or 1", arguments: ["2", "5", "9"] as [Character])
    func upcENumberSystem(digit: Character) {
        let code = String(digit) + "1234565"
        #expect(throws: IdentifierError.invalidUPCENumberSystem(input: code, digit: digit)) {
            try GTINValidation.validate(code, as: .upcE)
        }
    }

    @Test("an 8-digit EAN-8 is not checked as UPC-E and the other way round")
    func eight() {
        #expect(throws: (any Error).self) { try GTINValidation.validate("96385074", as: .upcE) }
        #expect(throws: (any Error).self) { try GTINValidation.validate("04252614", as: .ean8) }
    }
}
