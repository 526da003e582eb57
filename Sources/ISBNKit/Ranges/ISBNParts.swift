/// An ISBN split into its elements by the range data: prefix, registration group, registrant,
/// publication and check digit.
///
/// ```swift
/// let parts = try ISBN(parsing: "9780306406157").parts
/// parts?.registrationGroup       // "0"
/// parts?.registrant              // "306"
/// parts?.publication             // "40615"
/// parts?.hyphenated              // "978-0-306-40615-7"
/// parts?.isbn10Hyphenated        // "0-306-40615-2"
/// parts?.registrationGroupName   // "English language"
/// ```
public struct ISBNParts: Hashable, Sendable {
    /// The ISBN that was split.
    public let isbn: ISBN
    /// The name of the registration group, e.g. `"English language"`.
    public let registrationGroupName: String
    /// The number of digits of the registration group element, 1…7.
    public let groupLength: Int
    /// The number of digits of the registrant element, at least 1.
    public let registrantLength: Int

    init(isbn: ISBN, registrationGroupName: String, groupLength: Int, registrantLength: Int) {
        self.isbn = isbn
        self.registrationGroupName = registrationGroupName
        self.groupLength = groupLength
        self.registrantLength = registrantLength
    }

    /// The Bookland prefix, `"978"` or `"979"`.
    public var prefix: String { digits(0, 3) }
    /// The registration group element, e.g. `"0"` or `"10"`.
    public var registrationGroup: String { digits(3, groupLength) }
    /// The registrant (publisher) element, e.g. `"306"`.
    public var registrant: String { digits(3 + groupLength, registrantLength) }
    /// The publication element, e.g. `"40615"`.
    public var publication: String { digits(3 + groupLength + registrantLength, 9 - groupLength - registrantLength) }
    /// The ISBN-13 check digit, e.g. `"7"`.
    public var checkDigit: Character { Character(digits(12, 1)) }

    /// The ISBN-13 with hyphens between the elements, e.g. `"978-0-306-40615-7"`.
    public var hyphenated: String {
        isbn.withDigits { digits in joined(digits, from: 0, check: digits[12]) }
    }

    /// The ISBN-10 with hyphens between the elements, e.g. `"0-306-40615-2"`; `nil` for 979 ISBNs,
    /// which have no ISBN-10.
    public var isbn10Hyphenated: String? {
        guard let check = isbn.isbn10?.utf8.last else { return nil }
        return isbn.withDigits { digits in joined(digits, from: 3, check: check) }
    }

    /// `count` digits of the ISBN-13 from `offset`; short enough to be stored without allocating.
    private func digits(_ offset: Int, _ count: Int) -> String {
        isbn.withDigits { String(decoding: $0[offset..<offset + count], as: UTF8.self) }
    }

    /// The ISBN-13 digits from `start` up to the check digit, then `check`, with a hyphen before
    /// each element, written straight into the new string's storage.
    private func joined(_ digits: UnsafeBufferPointer<UInt8>, from start: Int, check: UInt8) -> String {
        let registrantStart = 3 + groupLength
        let publicationStart = registrantStart + registrantLength
        return String(unsafeUninitializedCapacity: 17) { buffer in
            var written = 0
            for index in start..<12 {
                if index != start, index == 3 || index == registrantStart || index == publicationStart {
                    buffer[written] = UInt8(ascii: "-")
                    written += 1
                }
                buffer[written] = digits[index]
                written += 1
            }
            buffer[written] = UInt8(ascii: "-")
            buffer[written + 1] = check
            return written + 2
        }
    }
}
