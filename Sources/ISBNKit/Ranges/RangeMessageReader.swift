/// Turns the element tree of a `RangeMessage.xml` into an `ISBNRangeMessage`, checking that each
/// element holds what it should.
///
/// Every element has a fixed set of children, so an unknown or misplaced element is an error
/// rather than silently ignored data.
struct RangeMessageReader {
    let file: String

    /// An element with its location, for error messages.
    private struct Located {
        let element: MarkupElement
        let location: RangeMessageLocation
    }

    /// The children of one element: those required once, in the order they were asked for, and
    /// those allowed many times, in document order.
    private struct Contents {
        let single: [Located]
        let repeated: [Located]
    }

    func message(from root: MarkupElement) throws(RangeMessageError) -> ISBNRangeMessage {
        guard root.name == "ISBNRangeMessage" else {
            throw .wrongRootElement(file: file, line: root.line, name: root.name)
        }
        let message = Located(element: root, location: RangeMessageLocation(file: file, line: root.line, element: root.name))
        let parts = try contents(of: message, single: [
            "MessageSource", "MessageSerialNumber", "MessageDate", "EAN.UCCPrefixes", "RegistrationGroups",
        ]).single
        let prefixes = try self.prefixes(in: parts[3])
        return ISBNRangeMessage(
            source: try text(of: parts[0]), serialNumber: try text(of: parts[1]), date: try text(of: parts[2]),
            prefixes: prefixes, groups: try groups(in: parts[4], prefixes: prefixes))
    }

    private func prefixes(in list: Located) throws(RangeMessageError) -> [ISBNPrefix] {
        var prefixes: [ISBNPrefix] = []
        for entry in try contents(of: list, repeated: "EAN.UCC").repeated {
            let parts = try contents(of: entry, single: ["Prefix", "Agency", "Rules"]).single
            let prefix = try text(of: parts[0])
            guard prefix == "978" || prefix == "979" else { throw .invalidPrefix(parts[0].location, text: prefix) }
            guard !prefixes.contains(where: { $0.prefix == prefix }) else {
                throw .duplicatePrefix(parts[0].location, prefix: prefix)
            }
            // A group, a registrant and a publication element share nine digits.
            prefixes.append(ISBNPrefix(prefix: prefix, agency: try text(of: parts[1]),
                                       rules: try rules(in: parts[2], maximumLength: 7)))
        }
        return prefixes
    }

    private func groups(in list: Located, prefixes: [ISBNPrefix]) throws(RangeMessageError) -> [ISBNRegistrationGroup] {
        var groups: [ISBNRegistrationGroup] = []
        var seen: Set<String> = []
        for entry in try contents(of: list, repeated: "Group").repeated {
            let parts = try contents(of: entry, single: ["Prefix", "Agency", "Rules"]).single
            let prefix = try text(of: parts[0])
            guard let groupLength = Self.groupLength(of: prefix) else {
                throw .invalidPrefix(parts[0].location, text: prefix)
            }
            guard Self.prefixRulesDefine(prefix, groupLength: groupLength, prefixes: prefixes) else {
                throw .groupOutsidePrefixRules(parts[0].location, prefix: prefix)
            }
            guard seen.insert(prefix).inserted else { throw .duplicatePrefix(parts[0].location, prefix: prefix) }
            // The registrant leaves the publication element at least one of the nine digits.
            groups.append(ISBNRegistrationGroup(prefix: prefix, name: try text(of: parts[1]),
                                                rules: try rules(in: parts[2], maximumLength: 8 - groupLength)))
        }
        return groups
    }

    private func rules(in list: Located, maximumLength: Int) throws(RangeMessageError) -> [ISBNRangeRule] {
        var rules: [ISBNRangeRule] = []
        for entry in try contents(of: list, repeated: "Rule").repeated {
            let parts = try contents(of: entry, single: ["Range", "Length"]).single
            let rangeText = try text(of: parts[0])
            let lengthText = try text(of: parts[1])
            guard let range = Self.range(rangeText) else { throw .invalidRange(parts[0].location, text: rangeText) }
            guard lengthText.utf8.count == 1, let length = Self.number(lengthText), length <= maximumLength else {
                throw .invalidLength(parts[1].location, text: lengthText, maximum: maximumLength)
            }
            if let previous = rules.last, range.lowerBound <= previous.range.upperBound {
                throw .overlappingRange(parts[0].location, text: rangeText)
            }
            rules.append(ISBNRangeRule(range: range, length: length))
        }
        return rules
    }

    /// The children of `parent`, each name in `single` exactly once and `repeated` any number of
    /// times; any other child, or text between them, is an error.
    private func contents(of parent: Located, single: [String] = [],
                          repeated: String? = nil) throws(RangeMessageError) -> Contents {
        let stray = MarkupElement.trimmed(parent.element.text)
        guard stray.isEmpty else { throw .unexpectedText(parent.location, text: stray) }
        var found: [String: Located] = [:]
        var list: [Located] = []
        var counts: [String: Int] = [:]
        for child in parent.element.children {
            let count = counts[child.name, default: 0] + 1
            counts[child.name] = count
            let numbered = child.name == repeated || count > 1
            let path = parent.location.element + "/" + child.name + (numbered ? "[\(count)]" : "")
            let located = Located(element: child, location: RangeMessageLocation(file: file, line: child.line, element: path))
            if child.name == repeated {
                list.append(located)
            } else if single.contains(child.name) {
                guard count == 1 else { throw .duplicateElement(located.location) }
                found[child.name] = located
            } else {
                throw .unexpectedElement(located.location)
            }
        }
        var ordered: [Located] = []
        for name in single {
            guard let located = found[name] else { throw .missingElement(parent.location, name: name) }
            ordered.append(located)
        }
        return Contents(single: ordered, repeated: list)
    }

    /// The trimmed text of an element that must hold text and nothing else.
    private func text(of located: Located) throws(RangeMessageError) -> String {
        if let child = located.element.children.first {
            let path = located.location.element + "/" + child.name
            throw .unexpectedElement(RangeMessageLocation(file: file, line: child.line, element: path))
        }
        let text = MarkupElement.trimmed(located.element.text)
        guard !text.isEmpty else { throw .emptyElement(located.location) }
        return text
    }

    /// The number of group digits in a group prefix such as `978-0` or `979-10`, or `nil` if the
    /// text is not `978-` or `979-` followed by 1…7 digits.
    private static func groupLength(of prefix: String) -> Int? {
        let parts = prefix.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "978" || parts[0] == "979",
              (1...7).contains(parts[1].utf8.count), number(parts[1]) != nil else { return nil }
        return parts[1].utf8.count
    }

    /// Whether the `EAN.UCC` rules of the group's Bookland prefix give groups of its length for
    /// every number starting with its digits, so no two groups can claim the same ISBN.
    private static func prefixRulesDefine(_ group: String, groupLength: Int, prefixes: [ISBNPrefix]) -> Bool {
        guard let bookland = prefixes.first(where: { $0.prefix == group.prefix(3) }),
              let digits = number(group.dropFirst(4)) else { return false }
        let scale = power(of: 10, 7 - groupLength)
        let first = digits * scale
        let last = first + scale - 1
        return bookland.rules.contains { $0.length == groupLength && $0.range.contains(first) && $0.range.contains(last) }
    }

    /// `first...last` from text `ddddddd-ddddddd`.
    private static func range(_ text: String) -> ClosedRange<Int>? {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, bounds.allSatisfy({ $0.utf8.count == 7 }),
              let first = number(bounds[0]), let last = number(bounds[1]), first <= last else { return nil }
        return first...last
    }

    /// The value of text made only of ASCII digits (at most 18 of them), or `nil`.
    private static func number(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, let values = Digits.values(ofASCII: text) else { return nil }
        return values.reduce(0) { $0 * 10 + $1 }
    }

    private static func power(of base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
