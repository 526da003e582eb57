/// The International ISBN Agency's range data (`RangeMessage.xml`) as read: when it was issued,
/// the rules for the Bookland prefixes, and the registration groups with their names and rules.
///
/// Reading checks more than the XML: every range is two 7-digit numbers in ascending,
/// non-overlapping order, lengths leave room for the rest of the ISBN, and every group is one that
/// the rules of its prefix define. `ISBNRanges` turns a message into fast lookups.
///
/// ```swift
/// let message = try ISBNRangeMessage(xml: text, file: "RangeMessage.xml")
/// message.date                 // "Thu, 9 Jul 2026 05:46:12 BST"
/// message.groups[0].name       // "English language"
/// ```
public struct ISBNRangeMessage: Hashable, Sendable {
    /// Who issued the data, `"International ISBN Agency"`.
    public let source: String
    /// The message's identifier, a UUID in current files.
    public let serialNumber: String
    /// When the data was issued, as the file writes it, e.g. `"Thu, 9 Jul 2026 05:46:12 BST"`.
    public let date: String
    /// The `978` and `979` rules giving registration group lengths.
    public let prefixes: [ISBNPrefix]
    /// The registration groups in the order of the file.
    public let groups: [ISBNRegistrationGroup]

    init(source: String, serialNumber: String, date: String, prefixes: [ISBNPrefix],
         groups: [ISBNRegistrationGroup]) {
        self.source = source
        self.serialNumber = serialNumber
        self.date = date
        self.prefixes = prefixes
        self.groups = groups
    }

    /// Reads range data from the text of a `RangeMessage.xml`; `file` names it in errors.
    ///
    /// ```swift
    /// try ISBNRangeMessage(xml: "<ISBNRangeMessage/>")
    /// // throws: RangeMessage.xml:1: ISBNRangeMessage: no <MessageSource>
    /// ```
    public init(xml: String, file: String = "RangeMessage.xml") throws(RangeMessageError) {
        let root = try MarkupReader.root(of: xml, file: file)
        self = try RangeMessageReader(file: file).message(from: root)
    }

    /// Reads range data from the bytes of a `RangeMessage.xml`, which must be UTF-8; `file` names
    /// it in errors.
    ///
    /// ```swift
    /// try ISBNRangeMessage(utf8: Array("<ISBNRangeMessage/>".utf8), file: "RangeMessage.xml")
    /// ```
    public init(utf8 bytes: [UInt8], file: String) throws(RangeMessageError) {
        let isInvalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
        guard !isInvalid else { throw .notUTF8(file: file) }
        try self.init(xml: String(decoding: bytes, as: UTF8.self), file: file)
    }
}
