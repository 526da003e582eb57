import Foundation
import ISBNKit
import Testing

@Suite("Hyphenation")
struct HyphenationTests {
    private let ranges = ISBNRanges.builtIn

    @Test("known ISBNs", arguments: [
        ("9780306406157", "978-0-306-40615-7", "0-306-40615-2" as String?, "English language"),
        ("9783161484100", "978-3-16-148410-0", "3-16-148410-X", "German language"),
        ("9781402894626", "978-1-4028-9462-6", "1-4028-9462-7", "English language"),
        ("9780804429573", "978-0-8044-2957-3", "0-8044-2957-X", "English language"),
        ("9791090636071", "979-10-90636-07-1", nil, "France"),
        ("9798602405453", "979-8-6024-0545-3", nil, "United States"),
        ("9798218000004", "979-8-218-00000-4", nil, "United States"),
        ("9798886451740", "979-8-88645-174-0", nil, "United States"),
        ("9798999999993", "979-8-9999999-9-3", nil, "United States"),
        ("9791122000009", "979-11-220000-0-9", nil, "Korea, Republic"),
        ("9789990100006", "978-99901-00-00-6", "99901-00-00-4", "Bahrain"),
        ("9789990199994", "978-99901-99-99-4", "99901-99-99-X", "Bahrain"),
        ("9789905000001", "978-9905-0-0000-1", "9905-0-0000-3", "Nepal"),
        ("9786500000009", "978-65-00-00000-9", "65-00-00000-5", "Brazil"),
        ("9789680100002", "978-968-01-0000-2", "968-01-0000-6", "Mexico"),
    ])
    func known(digits: String, hyphenated: String, isbn10Hyphenated: String?, group: String) throws {
        let isbn = try ISBN(gtin13: digits)
        let parts = try #require(ranges.parts(of: isbn))
        #expect(parts.hyphenated == hyphenated)
        #expect(parts.isbn10Hyphenated == isbn10Hyphenated)
        #expect(parts.registrationGroupName == group)
        #expect(ranges.validity(of: isbn) == .allocated)
        #expect(ranges.group(of: isbn)?.name == group)
    }

    @Test("the elements of an ISBN")
    func elements() throws {
        let parts = try #require(ranges.parts(of: try ISBN(parsing: "979-10-90636-07-1")))
        #expect(parts.prefix == "979")
        #expect(parts.registrationGroup == "10")
        #expect(parts.registrant == "90636")
        #expect(parts.publication == "07")
        #expect(parts.checkDigit == "1")
        #expect(parts.groupLength == 2)
        #expect(parts.registrantLength == 5)
        #expect(parts.isbn.isbn13 == "9791090636071")
        #expect(ranges.group(of: parts.isbn)?.prefix == "979-10")
    }

    @Test("unallocated ranges and unknown groups are flagged, never hyphenated", arguments: [
        ("9791200000006", ISBNValidity.knownGroup, "Italy" as String?),   // 979-12 0000000-1999999: length 0
        ("9798000000007", .knownGroup, "United States"),                   // 979-8 0000000-1799999: length 0
        ("9789680000005", .knownGroup, "Mexico"),                          // 978-968 has no rule below 0100000
        ("9791400000004", .wellFormed, nil),                               // 979-14: no such group
        ("9786100000003", .wellFormed, nil),                               // 978-610: no such group
        ("9786700000007", .wellFormed, nil),                               // 978-67…: the 978 rules give no group
        ("9792000000005", .wellFormed, nil),                               // 979-2…: the 979 rules give no group
        ("9789999999991", .wellFormed, nil),                               // 978-99999: no such group
    ])
    func notHyphenated(digits: String, validity: ISBNValidity, group: String?) throws {
        let isbn = try ISBN(gtin13: digits)
        #expect(ranges.validity(of: isbn) == validity)
        #expect(ranges.parts(of: isbn) == nil)
        #expect(ranges.group(of: isbn)?.name == group)
    }

    /// The first and last number of every rule of every group: allocated ones split with the
    /// rule's registrant length, unallocated ones not at all.
    @Test("the first and last ISBN of every range")
    func everyRange() throws {
        var checked = 0
        for group in ranges.message.groups {
            let digits = group.prefix.replacingOccurrences(of: "-", with: "")
            let restLength = 12 - digits.count
            for rule in group.rules {
                for (bound, filler) in [(rule.range.lowerBound, "00"), (rule.range.upperBound, "99")] {
                    let seven = String(bound).leftPadded(to: 7)
                    let rest = String((seven + filler).prefix(restLength))
                    let payload = digits + rest
                    let isbn = try ISBN(gtin13: payload + String(try #require(CheckDigit.gtin(payload: payload))))
                    let parts = ranges.parts(of: isbn)
                    #expect(ranges.group(of: isbn) == group, "\(isbn)")
                    if rule.isAllocated {
                        let expected = [group.prefix, String(rest.prefix(rule.length)), String(rest.dropFirst(rule.length)),
                                        String(isbn.isbn13.suffix(1))].joined(separator: "-")
                        #expect(parts?.hyphenated == expected)
                        #expect(ranges.validity(of: isbn) == .allocated)
                    } else {
                        #expect(parts == nil, "\(isbn)")
                        #expect(ranges.validity(of: isbn) == .knownGroup, "\(isbn)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * 1839)
    }

    @Test("ISBN conveniences use the current table")
    func conveniences() throws {
        let isbn = try ISBN(parsing: "0-8044-2957-X")
        #expect(isbn.hyphenated == "978-0-8044-2957-3")
        #expect(isbn.isbn10Hyphenated == "0-8044-2957-X")
        #expect(isbn.registrationGroupName == "English language")
        #expect(isbn.validity == .allocated)
        #expect(isbn.parts?.registrant == "8044")
        #expect(try ISBN(parsing: "0306406152").isbn10Hyphenated == "0-306-40615-2")
        let unallocated = try ISBN(gtin13: "9791200000006")
        #expect(unallocated.hyphenated == nil)
        #expect(unallocated.isbn10Hyphenated == nil)
        #expect(unallocated.registrationGroupName == "Italy")
        #expect(unallocated.validity == .knownGroup)
    }

    @Test("validity levels are ordered and described")
    func validityLevels() {
        #expect(ISBNValidity.allCases.sorted() == [.wellFormed, .knownGroup, .allocated])
        #expect(ISBNValidity.knownGroup.description == "in a known registration group, range not allocated")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
