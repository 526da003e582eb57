/// Range data ready for lookups: which registration group an ISBN belongs to, whether its range
/// is allocated, and where the hyphens go.
///
/// `ISBNRanges.builtIn` is what `ISBN.hyphenated` and the other conveniences use; pass another
/// table to the methods here to use other data, such as a newer `RangeMessage.xml`. ISBNKit reads
/// no files: make the message from the file's text, or let ShelfScan load the file.
///
/// ```swift
/// let ranges = ISBNRanges(try ISBNRangeMessage(xml: text, file: "RangeMessage.xml"), filePath: "RangeMessage.xml")
/// let isbn = try ISBN(parsing: "9780306406157")
/// ranges.parts(of: isbn)?.hyphenated    // "978-0-306-40615-7"
/// ranges.validity(of: isbn)             // .allocated
/// ranges.date                           // "Thu, 9 Jul 2026 05:46:12 BST"
/// ```
public struct ISBNRanges: Sendable {
    /// The range data the table was made from.
    public let message: ISBNRangeMessage
    /// The file the data was read from, or `nil` for data given in memory or built in.
    public let filePath: String?
    private let table: RangeTable

    /// A table for `message`.
    public init(_ message: ISBNRangeMessage) {
        self.init(message, filePath: nil)
    }

    /// A table for `message`, read from the file at `filePath` by whoever read it; the path is
    /// only kept, to say where the data came from.
    public init(_ message: ISBNRangeMessage, filePath: String?) {
        self.message = message
        self.filePath = filePath
        table = RangeTable(groups: message.groups)
    }

    /// When the agency issued the data, e.g. `"Thu, 9 Jul 2026 05:46:12 BST"`.
    public var date: String { message.date }

    /// How far the data vouches for `isbn`; see `ISBNValidity`.
    ///
    /// ```swift
    /// ranges.validity(of: try ISBN(parsing: "9791200000006"))   // .knownGroup: not allocated
    /// ```
    public func validity(of isbn: ISBN) -> ISBNValidity {
        let segment = table.segment(for: isbn.rangeKey)
        if segment.group == RangeSegment.noGroup { return .wellFormed }
        return segment.registrantLength == 0 ? .knownGroup : .allocated
    }

    /// The registration group `isbn` belongs to, allocated or not; `nil` if it is in none.
    ///
    /// ```swift
    /// ranges.group(of: try ISBN(parsing: "979-10-90636-07-1"))?.name   // "France"
    /// ```
    public func group(of isbn: ISBN) -> ISBNRegistrationGroup? {
        let segment = table.segment(for: isbn.rangeKey)
        guard segment.group != RangeSegment.noGroup else { return nil }
        return message.groups[Int(segment.group)]
    }

    /// The parts of `isbn`, or `nil` unless it is in an allocated range (`validity(of:)` says why).
    ///
    /// Numbers in a range that is not allocated have no registrant element, so they are never
    /// split into a group and an empty registrant.
    public func parts(of isbn: ISBN) -> ISBNParts? {
        let segment = table.segment(for: isbn.rangeKey)
        guard segment.group != RangeSegment.noGroup, segment.registrantLength > 0 else { return nil }
        return ISBNParts(isbn: isbn, registrationGroupName: message.groups[Int(segment.group)].name,
                         groupLength: Int(segment.groupLength), registrantLength: Int(segment.registrantLength))
    }
}
