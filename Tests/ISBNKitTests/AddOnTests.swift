import Foundation
import ISBNKit
import Testing

@Suite("Add-ons")
struct AddOnTests {
    @Test("EAN-5 prices: the first digit names the currency, the rest are hundredths", arguments: [
        ("01299", PriceCurrency.gbp, 1299, "GBP 12.99"),
        ("10799", .gbp, 799, "GBP 7.99"),
        ("32495", .aud, 2495, "AUD 24.95"),
        ("43000", .nzd, 3000, "NZD 30.00"),
        ("51995", .usd, 1995, "USD 19.95"),
        ("50001", .usd, 1, "USD 0.01"),
        ("62250", .cad, 2250, "CAD 22.50"),
    ])
    func price(digits: String, currency: PriceCurrency, hundredths: Int, text: String) throws {
        let meaning = try AddOn(parsing: digits).meaning
        #expect(meaning == .price(BookPrice(currency: currency, hundredths: hundredths)))
        #expect(meaning.description == text)
    }

    @Test("x9999 is the highest price the add-on can say, or more")
    func atLeast() throws {
        let meaning = try AddOn(parsing: "59999").meaning
        #expect(meaning == .price(BookPrice(currency: .usd, hundredths: 9999, isAtLeast: true)))
        #expect(meaning.description == "USD 99.99 or more")
    }

    @Test("a currency digit and 0000: no price indicated", arguments: [
        ("50000", PriceCurrency.usd), ("00000", .gbp), ("10000", .gbp), ("30000", .aud), ("40000", .nzd), ("60000", .cad),
    ])
    func currencyWithoutPrice(digits: String, currency: PriceCurrency) throws {
        let meaning = try AddOn(parsing: digits).meaning
        #expect(meaning == .noPrice(currency: currency))
        #expect(meaning.description == "\(currency.rawValue), no price indicated")
    }

    @Test("first digit 9: 90000 no price, 99991–99999 internal use, anything else special", arguments: [
        ("90000", AddOnMeaning.noPrice(currency: nil), "no price"),
        ("99991", .internalUse, "internal use"),
        ("99995", .internalUse, "internal use"),
        ("99999", .internalUse, "internal use"),
        ("99990", .special, "special use"),
        ("90001", .special, "special use"),
        ("95000", .special, "special use"),
    ])
    func nine(digits: String, meaning: AddOnMeaning, text: String) throws {
        #expect(try AddOn(parsing: digits).meaning == meaning)
        #expect(meaning.description == text)
    }

    @Test("first digits 2, 7 and 8 are unassigned", arguments: ["21995", "70000", "81234"])
    func unassigned(digits: String) throws {
        #expect(try AddOn(parsing: digits).meaning == .unassigned)
        #expect(AddOnMeaning.unassigned.description == "unassigned currency code")
    }

    @Test("an EAN-2 is a periodical's issue number", arguments: [("01", 1), ("07", 7), ("52", 52), ("00", 0), ("99", 99)])
    func issue(digits: String, number: Int) throws {
        let meaning = try AddOn(parsing: digits).meaning
        #expect(meaning == .issue(number))
        #expect(meaning.description == "issue \(number)")
    }

    @Test("currency digits", arguments: [
        (0, PriceCurrency.gbp as PriceCurrency?), (1, .gbp), (2, nil), (3, .aud), (4, .nzd), (5, .usd), (6, .cad),
        (7, nil), (8, nil), (9, nil),
    ])
    func currencyDigit(digit: Int, currency: PriceCurrency?) {
        #expect(PriceCurrency(addOnDigit: digit) == currency)
    }

    @Test("only two or five ASCII digits", arguments: [
        ("", IdentifierError.empty(input: "")),
        ("5", .wrongLength(input: "5", length: 1, expected: [2, 5])),
        ("519", .wrongLength(input: "519", length: 3, expected: [2, 5])),
        ("5199", .wrongLength(input: "5199", length: 4, expected: [2, 5])),
        ("519950", .wrongLength(input: "519950", length: 6, expected: [2, 5])),
        ("5199O", .invalidCharacter(input: "5199O", character: "O", position: 5)),
        (" 51995", .invalidCharacter(input: " 51995", character: " ", position: 1)),
    ])
    func errors(digits: String, error: IdentifierError) {
        #expect(throws: error) { try AddOn(parsing: digits) }
        #expect(AddOn(digits) == nil)
    }

    @Test("codes as the digits; prices code as currency and hundredths")
    func codable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let addOn = try AddOn(parsing: "51995")
        #expect(String(decoding: try encoder.encode([addOn]), as: UTF8.self) == #"["51995"]"#)
        #expect(try JSONDecoder().decode([AddOn].self, from: Data(#"["07"]"#.utf8)) == [try AddOn(parsing: "07")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AddOn].self, from: Data(#"["519"]"#.utf8)) }
        let price = BookPrice(currency: .cad, hundredths: 2250)
        #expect(String(decoding: try encoder.encode(price), as: UTF8.self)
                == #"{"currency":"CAD","hundredths":2250,"isAtLeast":false}"#)
        #expect(price.amount == "22.50")
    }
}
