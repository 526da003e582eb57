import ISBNKit

/// ISBNs that fall on the first and last number of a message's rules, where an off-by-one in the
/// table or in the parts would show.
enum RuleEdges {
    /// The groups and rules looked at per message, enough to reach every kind of rule without
    /// making a unit with thousands of rules slow.
    static let groupLimit = 32
    static let ruleLimit = 16

    /// ISBNs under both Bookland prefixes, at their ends and in groups of every length.
    static let fixed: [ISBN] = ["978000000000", "978030640615", "978140289462", "978600000000", "978999999999",
                                "979000000000", "979109063607", "979999999999"]
        .compactMap(isbn(body:))

    /// Free text with ISBNs hyphenated in several ways, for the extractor's hyphen check.
    static let text = "ISBN 978-0-306-40615-7, 979-10-90636-07-1; 9786000000004 and 978-1-4028-9462-6 (x)"

    /// For each group, and for the prefixes' own rules, the ISBNs at both ends of each rule.
    static func isbns(of message: ISBNRangeMessage) -> [ISBN] {
        let ruleSets = message.prefixes.map { ($0.prefix, $0.rules) } + message.groups.map { ($0.prefix, $0.rules) }
        var isbns: [ISBN] = []
        for (prefix, rules) in ruleSets.prefix(groupLimit) {
            let head = prefix.filter(\.isASCII).filter(\.isNumber)
            for rule in rules.prefix(ruleLimit) {
                for bound in [rule.range.lowerBound, rule.range.upperBound] {
                    if let isbn = isbn(head: head, bound: bound) { isbns.append(isbn) }
                }
            }
        }
        return isbns
    }

    /// The ISBN whose digits after `head` start with the 7-digit `bound`, zeros after it.
    private static func isbn(head: String, bound: Int) -> ISBN? {
        guard head.count < 12, (0...9_999_999).contains(bound) else { return nil }
        let padded = String(repeating: "0", count: 7 - String(bound).count) + String(bound)
        return isbn(body: String((head + padded + String(repeating: "0", count: 12)).prefix(12)))
    }

    /// The ISBN of twelve digits and their check digit; `nil` outside the Bookland prefixes.
    private static func isbn(body: String) -> ISBN? {
        try? ISBN(gtin13: body + String(checkDigit(of: body)))
    }

    /// The GTIN-13 check digit of twelve digits: weights 1 and 3 in turn.
    private static func checkDigit(of body: String) -> Int {
        let sum = body.compactMap(\.wholeNumberValue).enumerated()
            .reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return (10 - sum % 10) % 10
    }
}
