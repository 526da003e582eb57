import ISBNKit
import Testing

@Suite("CheckDigit")
struct CheckDigitTests {
    @Test("GS1 modulo 10 on real numbers", arguments: [
        ("978030640615", 7),   // ISBN 978-0-306-40615-7
        ("400638133393", 1),   // EAN-13 4006381333931
        ("590123412345", 7),   // EAN-13 5901234123457
        ("03600029145", 2),    // UPC-A 036000291452
        ("01234567890", 5),    // UPC-A 012345678905
        ("9638507", 4),        // EAN-8 96385074
        ("5512345", 7),        // EAN-8 55123457
        ("979109063607", 1),   // ISBN 979-10-90636-07-1
        ("979023067118", 7),   // ISMN 979-0-2306-7118-7
        ("977031784700", 1),   // ISSN 0317-8471 on a barcode
    ])
    func gtin(payload: String, check: Int) {
        #expect(CheckDigit.gtin(payload: payload) == check)
    }

    @Test("GS1 modulo 10 gives 0 when the weighted sum is a multiple of 10")
    func gtinZero() {
        #expect(CheckDigit.gtin(payload: "978316148410") == 0)   // 978-3-16-148410-0
    }

    @Test("GS1 modulo 10 rejects empty and non-digit payloads", arguments: ["", "97803064061a", "12 34", "１２３"])
    func gtinRejects(payload: String) {
        #expect(CheckDigit.gtin(payload: payload) == nil)
    }

    @Test("ISBN-10 modulo 11 on real numbers", arguments: [
        ("030640615", "2" as Character),
        ("080442957", "X"),
        ("097522980", "X"),
        ("184356028", "3"),
        ("999215810", "7"),
        ("960425059", "0"),
        ("019853453", "1"),
    ])
    func isbn10(payload: String, check: Character) {
        #expect(CheckDigit.isbn10(payload: payload) == check)
    }

    @Test("ISBN-10 modulo 11 needs exactly nine digits", arguments: ["", "03064061", "0306406152", "03064061X"])
    func isbn10Rejects(payload: String) {
        #expect(CheckDigit.isbn10(payload: payload) == nil)
    }

    @Test("works on substrings")
    func substrings() {
        let isbn = "9780306406157"
        #expect(CheckDigit.gtin(payload: isbn.dropLast()) == 7)
        #expect(CheckDigit.isbn10(payload: isbn.dropFirst(3).dropLast()) == "2")
    }
}
