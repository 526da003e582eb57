extension ISBNRangeMessage {
    /// The range data in `BuiltInRanges`, unpacked.
    static let builtIn: ISBNRangeMessage = {
        var lists: [[ISBNRangeRule]] = []
        var offset = 0
        for count in BuiltInRanges.ruleCounts {
            lists.append(rules(unpacking: BuiltInRanges.rules[offset..<offset + Int(count)]))
            offset += Int(count)
        }
        let bookland = BuiltInRanges.booklandCount
        let prefixes = (0..<bookland).map {
            ISBNPrefix(prefix: BuiltInRanges.prefixes[$0], agency: BuiltInRanges.agencies[$0], rules: lists[$0])
        }
        let groups = (bookland..<BuiltInRanges.prefixes.count).map {
            ISBNRegistrationGroup(prefix: BuiltInRanges.prefixes[$0], name: BuiltInRanges.agencies[$0], rules: lists[$0])
        }
        return ISBNRangeMessage(source: BuiltInRanges.source, serialNumber: BuiltInRanges.serialNumber,
                                date: BuiltInRanges.date, prefixes: prefixes, groups: groups)
    }()

    /// The rules of one packed list: each entry is `start * 10 + length`, and the rule ends where
    /// the next entry starts, or at 9999999. Length 9 starts a gap that no rule covers.
    private static func rules(unpacking entries: ArraySlice<UInt32>) -> [ISBNRangeRule] {
        var rules: [ISBNRangeRule] = []
        for index in entries.indices where entries[index] % 10 != 9 {
            let start = Int(entries[index] / 10)
            let end = index + 1 < entries.endIndex ? Int(entries[index + 1] / 10) - 1 : 9_999_999
            rules.append(ISBNRangeRule(range: start...end, length: Int(entries[index] % 10)))
        }
        return rules
    }
}
