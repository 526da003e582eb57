import ShelfScanErrors

/// Why range data (the International ISBN Agency's `RangeMessage.xml`) could not be read.
///
/// Each case names the file, the line or element, and quotes the offending text.
///
/// ```swift
/// do {
///     _ = try ISBNRangeMessage(utf8: bytes, file: "RangeMessage.xml")
/// } catch {
///     print(error)
///     // RangeMessage.xml:90: ISBNRangeMessage/RegistrationGroups/Group[1]/Rules/Rule[1]/Range:
///     // "0000000-199999" is not a range of two 7-digit numbers, first ≤ last
/// }
/// ```
public enum RangeMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read; `reason` is the system's explanation. ISBNKit reads no files:
    /// whoever reads one for it reports this.
    case unreadableFile(path: String, reason: String)
    /// The file's bytes are not UTF-8 text.
    case notUTF8(file: String)

    /// A tag that is not `<Name>`, `<Name/>` or `</Name>`.
    case malformedTag(file: String, line: Int, tag: String)
    /// XML this reader deliberately does not handle (a DOCTYPE, CDATA, attributes), quoted.
    case unsupportedMarkup(file: String, line: Int, markup: String)
    /// An end tag that does not close the element that is open.
    case mismatchedEndTag(file: String, line: Int, open: String, found: String)
    /// An end tag with no element open.
    case unexpectedEndTag(file: String, line: Int, name: String)
    /// An `&…;` reference other than `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character number.
    case unknownEntity(file: String, line: Int, entity: String)
    /// The text ends inside `inside`: an element (`<Rule>`), a tag or a comment.
    case unexpectedEnd(file: String, line: Int, inside: String)
    /// Text before or after the root element.
    case textOutsideRootElement(file: String, line: Int, text: String)
    /// A second top-level element.
    case secondRootElement(file: String, line: Int, name: String)
    /// No element at all.
    case noRootElement(file: String)
    /// Elements nested deeper than `limit`: range data nests four deep, and an unbounded depth
    /// would let a hostile file exhaust the stack when the tree is walked or freed.
    case nestedTooDeep(file: String, line: Int, limit: Int)

    /// The root element is not `<ISBNRangeMessage>`.
    case wrongRootElement(file: String, line: Int, name: String)
    /// The element at `location` lacks its child `name`.
    case missingElement(RangeMessageLocation, name: String)
    /// The element at `location` appears a second time where it may appear once.
    case duplicateElement(RangeMessageLocation)
    /// The element at `location` does not belong where it is.
    case unexpectedElement(RangeMessageLocation)
    /// Text inside an element that holds only other elements.
    case unexpectedText(RangeMessageLocation, text: String)
    /// An element that must hold text is empty.
    case emptyElement(RangeMessageLocation)

    /// A `<Prefix>` that is not `978`/`979` (in `EAN.UCC`) or `978-` or `979-` and 1…7 digits (in `Group`).
    case invalidPrefix(RangeMessageLocation, text: String)
    /// A `<Range>` that is not two 7-digit numbers `first-last` with first ≤ last.
    case invalidRange(RangeMessageLocation, text: String)
    /// A `<Length>` that is not a number from 0 to `maximum`, the most that leaves each later part
    /// of the ISBN at least one digit.
    case invalidLength(RangeMessageLocation, text: String, maximum: Int)
    /// A `<Range>` that does not start after the previous range of the same rules ends.
    case overlappingRange(RangeMessageLocation, text: String)
    /// A prefix given by an earlier `EAN.UCC` or `Group` too.
    case duplicatePrefix(RangeMessageLocation, prefix: String)
    /// A group whose digits the `EAN.UCC` rules of its prefix do not make a registration group.
    case groupOutsidePrefixRules(RangeMessageLocation, prefix: String)

    /// The place and the problem, e.g.
    /// `RangeMessage.xml:12: </Rules> found where </Rule> should close <Rule>`.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .notUTF8(file):
            return "\(file): not UTF-8 text"
        case let .malformedTag(file, line, tag):
            return "\(file):\(line): malformed tag \(Self.quoted(tag))"
        case let .unsupportedMarkup(file, line, markup):
            return "\(file):\(line): \(Self.quoted(markup)) is not supported in range data"
        case let .nestedTooDeep(file, line, limit):
            return "\(file):\(line): elements nested more than \(limit) deep"
        case let .mismatchedEndTag(file, line, open, found):
            return "\(file):\(line): </\(found)> found where </\(open)> should close <\(open)>"
        case let .unexpectedEndTag(file, line, name):
            return "\(file):\(line): </\(name)> closes no open element"
        case let .unknownEntity(file, line, entity):
            return "\(file):\(line): unknown entity \(Self.quoted(entity))"
        case let .unexpectedEnd(file, line, inside):
            return "\(file):\(line): the text ends inside \(inside)"
        case let .textOutsideRootElement(file, line, text):
            return "\(file):\(line): text \(Self.quoted(text)) outside the root element"
        case let .secondRootElement(file, line, name):
            return "\(file):\(line): second root element <\(name)>"
        case let .noRootElement(file):
            return "\(file): no root element"
        case let .wrongRootElement(file, line, name):
            return "\(file):\(line): root element is <\(name)>, expected <ISBNRangeMessage>"
        case let .missingElement(location, name):
            return "\(location): no <\(name)>"
        case let .duplicateElement(location):
            return "\(location): may appear only once here"
        case let .unexpectedElement(location):
            return "\(location): unexpected element"
        case let .unexpectedText(location, text):
            return "\(location): unexpected text \(Self.quoted(text))"
        case let .emptyElement(location):
            return "\(location): empty"
        case let .invalidPrefix(location, text):
            return "\(location): \(Self.quoted(text)) is not a prefix such as 978 or 978-0"
        case let .invalidRange(location, text):
            return "\(location): \(Self.quoted(text)) is not a range of two 7-digit numbers, first ≤ last"
        case let .invalidLength(location, text, maximum):
            return "\(location): \(Self.quoted(text)) is not a length from 0 to \(maximum)"
        case let .overlappingRange(location, text):
            return "\(location): \(Self.quoted(text)) does not start after the previous range"
        case let .duplicatePrefix(location, prefix):
            return "\(location): prefix \(prefix) is given twice"
        case let .groupOutsidePrefixRules(location, prefix):
            return "\(location): the EAN.UCC rules do not make \(prefix) a registration group"
        }
    }

    /// `text` in double quotes, cut to 40 characters so a runaway value cannot flood a message.
    private static func quoted(_ text: String) -> String {
        let limit = 40
        return text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\""
    }
}

extension RangeMessageError: ShelfScanError {
    /// `rangeData.` and what went wrong, e.g. `rangeData.unreadableFile`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .unreadableFile: return "rangeData.unreadableFile"
        case .notUTF8: return "rangeData.notUTF8"
        case .malformedTag: return "rangeData.malformedTag"
        case .unsupportedMarkup: return "rangeData.unsupportedMarkup"
        case .mismatchedEndTag: return "rangeData.mismatchedEndTag"
        case .unexpectedEndTag: return "rangeData.unexpectedEndTag"
        case .unknownEntity: return "rangeData.unknownEntity"
        case .unexpectedEnd: return "rangeData.unexpectedEnd"
        case .textOutsideRootElement: return "rangeData.textOutsideRootElement"
        case .secondRootElement: return "rangeData.secondRootElement"
        case .noRootElement: return "rangeData.noRootElement"
        case .nestedTooDeep: return "rangeData.nestedTooDeep"
        case .wrongRootElement: return "rangeData.wrongRootElement"
        case .missingElement: return "rangeData.missingElement"
        case .duplicateElement: return "rangeData.duplicateElement"
        case .unexpectedElement: return "rangeData.unexpectedElement"
        case .unexpectedText: return "rangeData.unexpectedText"
        case .emptyElement: return "rangeData.emptyElement"
        case .invalidPrefix: return "rangeData.invalidPrefix"
        case .invalidRange: return "rangeData.invalidRange"
        case .invalidLength: return "rangeData.invalidLength"
        case .overlappingRange: return "rangeData.overlappingRange"
        case .duplicatePrefix: return "rangeData.duplicatePrefix"
        case .groupOutsidePrefixRules: return "rangeData.groupOutsidePrefixRules"
        }
    }
}
