import ISBNKit

/// What is known about one ISBN, as services and `shelfscan isbn --json` print it.
///
/// ```swift
/// ISBNRecord(isbn, input: "0-306-40615-2", ranges: .builtIn).hyphenated   // "978-0-306-40615-7"
/// ```
public struct ISBNRecord: Codable, Sendable, Equatable {
    /// The input as given, when the record answers one.
    public var input: String?
    /// The ISBN-13.
    public var isbn13: String
    /// The ISBN-10, for 978 ISBNs.
    public var isbn10: String?
    /// The ISBN-13 with hyphens, in an allocated range.
    public var hyphenated: String?
    /// The ISBN-10 with hyphens, in an allocated range.
    public var isbn10Hyphenated: String?
    /// The registration group's name, e.g. `English language`.
    public var registrationGroup: String?
    /// `allocated`, `knownGroup` or `wellFormed`.
    public var validity: String

    /// What `ranges` says about `isbn`.
    public init(_ isbn: ISBN, input: String?, ranges: ISBNRanges) {
        self.input = input
        isbn13 = isbn.isbn13
        isbn10 = isbn.isbn10
        let parts = ranges.parts(of: isbn)
        hyphenated = parts?.hyphenated
        isbn10Hyphenated = parts?.isbn10Hyphenated
        registrationGroup = ranges.group(of: isbn)?.name
        validity = Self.name(of: ranges.validity(of: isbn))
    }

    /// The name of a validity level in records.
    private static func name(of validity: ISBNValidity) -> String {
        switch validity {
        case .allocated: return "allocated"
        case .knownGroup: return "knownGroup"
        case .wellFormed: return "wellFormed"
        }
    }
}
