import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("Hyphenation agrees with a plain reading of the range data")
struct HyphenationAgreementTests {
    /// 100,000 seeded random ISBN-13s: half anywhere under 978 and 979, half inside a randomly
    /// chosen registration group, so small groups are reached too.
    @Test("100,000 random ISBN-13s and their ISBN-10s")
    func randomISBNs() throws {
        let reference = ReferenceHyphenator(xml: SharedRangeData.text)
        let groupPrefixes = reference.groupPrefixes
        try #require(groupPrefixes.count > 200)
        let ranges = ISBNRanges(try ISBNRangeMessage(utf8: SharedRangeData.bytes, file: SharedRangeData.path))
        var generator = SplitMix64(seed: 20_260_709)
        var mismatches = 0
        var firstMismatches: [String] = []
        var seen: [ISBNValidity: Int] = [:]
        var count = 0
        while count < 100_000 {
            let payload = Self.randomPayload(groupPrefixes: groupPrefixes, using: &generator)
            guard !payload.hasPrefix("9790"), let check = CheckDigit.gtin(payload: payload) else { continue }
            count += 1
            let isbn = try ISBN(gtin13: payload + String(check))
            let expected = reference.answer(for: isbn.isbn13)
            let parts = ranges.parts(of: isbn)
            let validity = ranges.validity(of: isbn)
            seen[validity, default: 0] += 1
            let actual: ReferenceHyphenator.Answer
            switch validity {
            case .wellFormed:
                actual = .unknownGroup
            case .knownGroup:
                actual = .unallocated(groupName: ranges.group(of: isbn)?.name ?? "?")
            case .allocated:
                actual = .hyphenated(isbn13: parts?.hyphenated ?? "?", isbn10: parts?.isbn10Hyphenated,
                                     groupName: parts?.registrationGroupName ?? "?")
            }
            if actual != expected || (parts == nil) != (validity != .allocated) {
                mismatches += 1
                if firstMismatches.count < 5 { firstMismatches.append("\(isbn.isbn13): expected \(expected), got \(actual)") }
            }
        }
        #expect(mismatches == 0, "\(mismatches) mismatches, first: \(firstMismatches)")
        // Each level must be well represented for the comparison to mean something.
        for validity in ISBNValidity.allCases {
            #expect(seen[validity, default: 0] > 2_000, "\(validity): \(seen[validity, default: 0])")
        }
    }

    /// Twelve digits: 978 or 979 and nine random digits, or a group prefix and random digits after it.
    private static func randomPayload(groupPrefixes: [String], using generator: inout SplitMix64) -> String {
        var payload: [UInt8]
        if Bool.random(using: &generator) {
            payload = Array((Bool.random(using: &generator) ? "978" : "979").utf8)
        } else {
            payload = Array(groupPrefixes.randomElement(using: &generator)?.utf8.filter { $0 != UInt8(ascii: "-") } ?? [])
        }
        while payload.count < 12 {
            payload.append(UInt8(ascii: "0") + UInt8(generator.next() % 10))
        }
        return String(decoding: payload, as: UTF8.self)
    }
}
