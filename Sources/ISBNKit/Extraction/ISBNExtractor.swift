/// Finds ISBNs in free text: ISBN-13s and ISBN-10s (with `X`), bare or written with hyphens or
/// spaces, with or without a label such as `ISBN-13:`.
///
/// Only numbers with a correct check digit count, and a number must stand apart from the text
/// around it: digits glued to letters, a leading `+`, decimals, and runs of more than 13 digits
/// are passed over. Unlabelled numbers written with hyphens or spaces must have them where the
/// range data puts them (`978-0-306-40615-7`, or only after `978`), so a phone number such as
/// `555-123-4567` never counts even when its digits happen to check; nor does a number after a
/// phone label such as `Tel:`, `fax` or `call`.
///
/// ```swift
/// let text = "Call 0-306-40615-3 now. ISBN-13: 978-0-306-40615-7; also ISBN 080442957x."
/// for match in ISBNExtractor().matches(in: text) {
///     print(match.column, match.isbn.isbn13)   // 34 9780306406157, then 63 9780804429573
/// }
/// ```
public struct ISBNExtractor: Sendable {
    /// The range data that says where hyphens may stand.
    public let ranges: ISBNRanges

    /// An extractor that checks hyphen positions against `ranges`.
    public init(ranges: ISBNRanges = .builtIn) {
        self.ranges = ranges
    }

    /// The ISBNs in `text`, in order of position.
    public func matches(in text: String) -> [ISBNMatch] {
        var copy = text
        return copy.withUTF8 { bytes in
            var locator = TextLocator(bytes)
            var matches: [ISBNMatch] = []
            var index = 0
            while index < bytes.count {
                guard TextBytes.isDigit(bytes[index]) else {
                    index += 1
                    continue
                }
                let run = DigitRun(bytes, from: index)
                let afterPhoneLabel = TextBytes.followsPhoneLabel(bytes, before: run.offsets[0])
                run.offerCandidates { range in
                    guard let match = match(range, of: run, afterPhoneLabel: afterPhoneLabel, in: bytes,
                                            locator: &locator) else { return false }
                    matches.append(match)
                    return true
                }
                index = run.end
            }
            return matches
        }
    }

    /// The match for the digits `range` of `run`, if they are an ISBN that stands apart;
    /// `afterPhoneLabel` tells whether the run follows a phone label.
    private func match(_ range: Range<Int>, of run: DigitRun, afterPhoneLabel: Bool,
                       in bytes: UnsafeBufferPointer<UInt8>, locator: inout TextLocator) -> ISBNMatch? {
        let start = run.offsets[range.lowerBound]
        let end = run.offsets[range.upperBound - 1] + 1
        let labelled = TextBytes.isLabelled(bytes, before: start)
        guard labelled || Self.isOpen(before: range, of: run, in: bytes)
                && !afterPhoneLabel,
              range.upperBound < run.digits.count || TextBytes.isOpen(bytes, after: end),
              let isbn = Self.isbn(String(decoding: run.digits[range], as: UTF8.self)),
              labelled || separatorsFit(run.separators(in: range), isbn: isbn, length: range.count) else { return nil }
        let (line, column) = locator.position(of: start)
        return ISBNMatch(isbn: isbn, text: String(decoding: bytes[start..<end], as: UTF8.self),
                         line: line, column: column, utf8Offset: start)
    }

    /// Whether the digits `range` of `run` stand apart from what precedes them. A later word of a
    /// run follows another number and a space, which is fine unless the run follows a `+`: then
    /// the whole run is a phone number.
    private static func isOpen(before range: Range<Int>, of run: DigitRun, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.lowerBound > 0 else { return TextBytes.isOpen(bytes, before: run.offsets[0]) }
        return !TextBytes.followsPlus(bytes, run.offsets[0])
    }

    /// The ISBN of 10 or 13 digit characters, if valid.
    private static func isbn(_ digits: String) -> ISBN? {
        digits.utf8.count == 13 ? try? ISBN(gtin13: digits) : try? ISBN(parsing: digits)
    }

    /// Whether the separators are all alike and stand only between elements of the ISBN as the
    /// range data splits it, or, for an ISBN-13, after its prefix.
    private func separatorsFit(_ separators: [DigitRun.Separator], isbn: ISBN, length: Int) -> Bool {
        guard let first = separators.first else { return true }
        guard separators.allSatisfy({ $0.byte == first.byte }) else { return false }
        var allowed: Set<Int> = length == 13 ? [3] : []
        if let parts = ranges.parts(of: isbn) {
            let groupEnd = length - 10 + parts.groupLength
            allowed.formUnion([groupEnd, groupEnd + parts.registrantLength, length - 1])
        }
        return separators.allSatisfy { allowed.contains($0.digitIndex) }
    }
}
