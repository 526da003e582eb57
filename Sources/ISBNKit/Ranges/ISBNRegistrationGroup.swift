/// A registration group: a country, region or language area with its own ISBN agency, and the
/// rules that say how long a registrant (publisher) element is inside it.
///
/// ```swift
/// let isbn = try ISBN(parsing: "978-3-16-148410-0")
/// let group = ISBNRanges.builtIn.group(of: isbn)
/// group?.prefix   // "978-3"
/// group?.name     // "German language"
/// ```
public struct ISBNRegistrationGroup: Hashable, Sendable {
    /// The Bookland prefix and the group's digits, e.g. `"978-0"` or `"979-10"`.
    public let prefix: String
    /// The group's name as the agency gives it, e.g. `"English language"` or `"France"`.
    public let name: String
    /// Registrant lengths, in ascending order of range; gaps are not allocated.
    public let rules: [ISBNRangeRule]

    init(prefix: String, name: String, rules: [ISBNRangeRule]) {
        self.prefix = prefix
        self.name = name
        self.rules = rules
    }

    /// The Bookland prefix, `"978"` or `"979"`.
    var bookland: Substring { prefix.prefix(3) }

    /// The group's own digits, e.g. `"10"` for `979-10`.
    var digits: Substring { prefix.dropFirst(4) }
}
