/// An `EAN.UCC` element of the range data: the Bookland prefix `978` or `979` and the rules that
/// say how long a registration group is after it.
///
/// ```swift
/// let prefix = ISBNRanges.builtIn.message.prefixes[0]
/// prefix.prefix          // "978"
/// prefix.rules[0]        // 0000000...5999999, length 1: groups 0 to 5 have one digit
/// ```
public struct ISBNPrefix: Hashable, Sendable {
    /// `"978"` or `"979"`.
    public let prefix: String
    /// The agency that manages the prefix, `"International ISBN Agency"`.
    public let agency: String
    /// Registration group lengths, in ascending order of range; gaps are not groups.
    public let rules: [ISBNRangeRule]

    init(prefix: String, agency: String, rules: [ISBNRangeRule]) {
        self.prefix = prefix
        self.agency = agency
        self.rules = rules
    }
}
