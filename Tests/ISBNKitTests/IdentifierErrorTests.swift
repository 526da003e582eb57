import ISBNKit
import Testing

@Suite("IdentifierError")
struct IdentifierErrorTests {
    @Test("descriptions quote the input and say what is wrong", arguments: [
        (IdentifierError.wrongCheckDigit(input: "9780306406158", found: "8", expected: "7"),
         "9780306406158: check digit should be 7"),
        (.wrongLength(input: "97803064061", length: 11, expected: [10, 13]),
         "97803064061: 11 digits, expected 10 or 13"),
        (.wrongLength(input: "1", length: 1, expected: [13]),
         "1: 1 digit, expected 13"),
        (.invalidCharacter(input: "978-0-306-4O615-7", character: "O", position: 12),
         "978-0-306-4O615-7: character 'O' at position 12 is not a digit"),
        (.ismn(input: "9790230671187"),
         "9790230671187: 979-0 is an ISMN (printed music), not an ISBN"),
        (.notBookland(input: "4006381333931"),
         "4006381333931: not an ISBN (an ISBN-13 starts with 978 or 979)"),
        (.noISBN10(input: "9791090636071"),
         "9791090636071: an ISBN starting with 979 has no ISBN-10 form"),
        (.invalidUPCENumberSystem(input: "21234565", digit: "2"),
         "21234565: UPC-E number system 2 is not 0 or 1"),
        (.notISSN(input: "9780306406157"), "9780306406157: not an ISSN (an ISSN barcode starts with 977)"),
        (.notISMN(input: "9780306406157"), "9780306406157: not an ISMN (an ISMN-13 starts with 979-0)"),
        (.empty(input: "ISBN:"), "ISBN:: no digits"),
        (.empty(input: ""), "empty input"),
    ])
    func description(error: IdentifierError, text: String) {
        #expect(error.description == text)
        #expect("\(error)" == text)
        if !error.input.isEmpty {
            #expect(error.description == "\(error.input): \(error.reason)")
        }
    }

    @Test("the errors thrown by parsing read as documented", arguments: [
        ("9780306406158", "9780306406158: check digit should be 7"),
        ("97803064061", "97803064061: 11 digits, expected 10 or 13"),
        ("978-0-306-4O615-7", "978-0-306-4O615-7: character 'O' at position 12 is not a digit"),
        ("9790230671187", "9790230671187: 979-0 is an ISMN (printed music), not an ISBN"),
    ])
    func thrownDescriptions(text: String, message: String) {
        do {
            _ = try ISBN(parsing: text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("input is the text as given", arguments: [
        IdentifierError.empty(input: " "),
        .wrongLength(input: " ", length: 0, expected: [8]),
        .invalidCharacter(input: " ", character: " ", position: 1),
        .wrongCheckDigit(input: " ", found: "1", expected: "2"),
        .notBookland(input: " "),
        .ismn(input: " "),
        .noISBN10(input: " "),
        .invalidUPCENumberSystem(input: " ", digit: "3"),
        .notISSN(input: " "),
        .notISMN(input: " "),
    ])
    func input(error: IdentifierError) {
        #expect(error.input == " ")
    }
}
