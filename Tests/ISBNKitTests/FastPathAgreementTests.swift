import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("ISBN(gtin13:) reads bytes in place and agrees with text parsing")
struct FastPathAgreementTests {
    /// 50,000 seeded 13-character inputs near the Bookland prefixes: half with a right check digit,
    /// some with a stray character, so every outcome and error of both readings is compared.
    @Test("same ISBN or same error as ISBN(parsing:) on 50,000 inputs")
    func agreement() {
        var generator = SplitMix64(seed: 13)
        var outcomes: Set<String> = []
        for _ in 0..<50_000 {
            let input = Self.input(using: &generator)
            let scanned = Result { () throws(IdentifierError) in try ISBN(gtin13: input) }
            let typed = Result { () throws(IdentifierError) in try ISBN(parsing: input) }
            #expect(scanned == typed, "\(input)")
            outcomes.insert(Self.outcome(scanned))
        }
        #expect(outcomes == ["isbn", "wrongCheckDigit", "notBookland", "ismn", "invalidCharacter"])
    }

    @Test("valid digits are kept whatever storage the string has")
    func storage() throws {
        var large = ""
        large.reserveCapacity(64)
        large += "9780306406157"
        #expect(try ISBN(gtin13: large).isbn13 == "9780306406157")
        #expect(try ISBN(gtin13: String("x9791090636071".dropFirst())).isbn13 == "9791090636071")
        #expect(try ISBN(gtin13: large).hyphenated == "978-0-306-40615-7")
    }

    private static func input(using generator: inout SplitMix64) -> String {
        let prefixes: [[UInt8]] = [Array("978".utf8), Array("979".utf8), Array("9790".utf8), Array("977".utf8)]
        var bytes = prefixes[Int(generator.next() % 4)]
        while bytes.count < 12 { bytes.append(UInt8(ascii: "0") + UInt8(generator.next() % 10)) }
        let payload = String(decoding: bytes, as: UTF8.self)
        let check = generator.next() % 2 == 0 ? CheckDigit.gtin(payload: payload) ?? 0 : Int(generator.next() % 10)
        var text = payload + String(check)
        if generator.next() % 10 == 0 {
            let index = text.index(text.startIndex, offsetBy: Int(generator.next() % 13))
            text.replaceSubrange(index...index, with: "a")
        }
        return text
    }

    private static func outcome(_ result: Result<ISBN, IdentifierError>) -> String {
        switch result {
        case .success: return "isbn"
        case .failure(.wrongCheckDigit): return "wrongCheckDigit"
        case .failure(.notBookland): return "notBookland"
        case .failure(.ismn): return "ismn"
        case .failure(.invalidCharacter): return "invalidCharacter"
        case let .failure(error): return "\(error)"
        }
    }
}
