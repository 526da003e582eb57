/// How far range data vouches for an ISBN, from least to most.
///
/// Every `ISBN` value already has a correct check digit and a Bookland prefix; these levels say
/// what the International ISBN Agency's ranges add. Only `.allocated` ISBNs can be hyphenated.
///
/// ```swift
/// let ranges = ISBNRanges.builtIn
/// ranges.validity(of: try ISBN(parsing: "978-0-306-40615-7"))   // .allocated
/// ranges.validity(of: try ISBN(parsing: "9791200000006"))    // .knownGroup (Italy, not allocated)
/// ranges.validity(of: try ISBN(parsing: "9791400000004"))    // .wellFormed (no such group)
/// ```
public enum ISBNValidity: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The check digit is right, but the number is in no known registration group.
    case wellFormed
    /// The number is in a known registration group, in a range the agency has not allocated.
    case knownGroup
    /// The number is in an allocated range, so its registrant element is known.
    case allocated

    /// Orders the levels from `wellFormed` to `allocated`.
    public static func < (lhs: ISBNValidity, rhs: ISBNValidity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A short phrase for messages, e.g. `"in a known registration group, range not allocated"`.
    public var description: String {
        switch self {
        case .wellFormed: return "well-formed, registration group unknown"
        case .knownGroup: return "in a known registration group, range not allocated"
        case .allocated: return "in an allocated range"
        }
    }
}
