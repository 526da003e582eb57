import ISBNKit
import Testing

@Suite("UPCE")
struct UPCETests {
    @Test("expands real codes", arguments: [
        ("01234565", "012345000065"),
        ("04252614", "042100005264"),
    ])
    func realCodes(upce: String, upcA: String) throws {
        #expect(try UPCE.expandToUPCA(upce) == upcA)
    }

    @Test("every branch of the last data digit", arguments: [
        ("01234505", "012000003455"),   // 0: manufacturer d1 d2 0 0 0, product 0 0 d3 d4 d5
        ("01234514", "012100003454"),   // 1
        ("01234523", "012200003453"),   // 2
        ("01234531", "012300000451"),   // 3: manufacturer d1 d2 d3 0 0, product 0 0 0 d4 d5
        ("01234543", "012340000053"),   // 4: manufacturer d1 d2 d3 d4 0, product 0 0 0 0 d5
        ("01234558", "012345000058"),   // 5: manufacturer d1…d5, product 0 0 0 0 d6
        ("01234596", "012345000096"),   // 9
        ("11234579", "112345000079"),   // number system 1 is kept
    ])
    func branches(upce: String, upcA: String) throws {
        let expanded = try UPCE.expandToUPCA(upce)
        #expect(expanded == upcA)
        #expect(expanded.last == upce.last)
        try GTINValidation.validate(expanded, as: .upcA)
    }

    @Test("rejects a wrong check digit, naming the right one")
    func wrongCheckDigit() {
        #expect(throws: IdentifierError.wrongCheckDigit(input: "01234560", found: "0", expected: "5")) {
            try UPCE.expandToUPCA("01234560")
        }
    }

    @Test("rejects number systems other than 0 and 1")
    func numberSystem() {
        #expect(throws: IdentifierError.invalidUPCENumberSystem(input: "21234565", digit: "2")) {
            try UPCE.expandToUPCA("21234565")
        }
    }

    @Test("needs all 8 digits; the 6-digit data-only form is refused", arguments: ["123456", "0123456", "012345650"])
    func length(upce: String) {
        #expect(throws: IdentifierError.wrongLength(input: upce, length: upce.count, expected: [8])) {
            try UPCE.expandToUPCA(upce)
        }
    }

    @Test("rejects non-digits with their position")
    func invalidCharacter() {
        #expect(throws: IdentifierError.invalidCharacter(input: "0123-565", character: "-", position: 5)) {
            try UPCE.expandToUPCA("0123-565")
        }
    }
}
