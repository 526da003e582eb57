import Foundation

/// Hyphenation computed the plain way, straight from the XML text with string matching, to check
/// ISBNKit's parser and lookup table against something that shares no code with them.
///
/// Ranges compare as 7-character digit strings, which order like their numbers.
struct ReferenceHyphenator {
    /// What the range data says about one ISBN-13.
    enum Answer: Equatable {
        case unknownGroup
        case unallocated(groupName: String)
        case hyphenated(isbn13: String, isbn10: String?, groupName: String)
    }

    private struct Rule {
        let first: String
        let last: String
        let length: Int
    }

    private var prefixRules: [String: [Rule]] = [:]
    private var groups: [String: (name: String, rules: [Rule])] = [:]

    init(xml: String) {
        for chunk in Self.chunks(of: xml, element: "EAN.UCC") {
            prefixRules[Self.field("Prefix", in: chunk)] = Self.rules(in: chunk)
        }
        for chunk in Self.chunks(of: xml, element: "Group") {
            groups[Self.field("Prefix", in: chunk)] = (Self.field("Agency", in: chunk), Self.rules(in: chunk))
        }
    }

    var groupPrefixes: [String] { groups.keys.sorted() }

    /// The answer for 13 digits with a valid check digit.
    func answer(for isbn13: String) -> Answer {
        let digits = Array(isbn13.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: digits[range], as: UTF8.self) }
        let bookland = text(0..<3)
        guard let groupLength = Self.length(of: text(3..<10), in: prefixRules[bookland] ?? []),
              groupLength > 0 else { return .unknownGroup }
        let groupDigits = text(3..<3 + groupLength)
        guard let group = groups[bookland + "-" + groupDigits] else { return .unknownGroup }
        let rest = text((3 + groupLength)..<12)
        let seven = String((rest + "0000000").prefix(7))
        guard let registrantLength = Self.length(of: seven, in: group.rules), registrantLength > 0 else {
            return .unallocated(groupName: group.name)
        }
        let registrant = String(rest.prefix(registrantLength))
        let publication = String(rest.dropFirst(registrantLength))
        let isbn13 = [bookland, groupDigits, registrant, publication, text(12..<13)].joined(separator: "-")
        var isbn10: String?
        if bookland == "978" {
            isbn10 = [groupDigits, registrant, publication, Self.isbn10Check(text(3..<12))].joined(separator: "-")
        }
        return .hyphenated(isbn13: isbn13, isbn10: isbn10, groupName: group.name)
    }

    private static func length(of seven: String, in rules: [Rule]) -> Int? {
        rules.first { $0.first <= seven && seven <= $0.last }?.length
    }

    private static func chunks(of xml: String, element: String) -> [String] {
        xml.components(separatedBy: "<\(element)>").dropFirst().map {
            $0.components(separatedBy: "</\(element)>")[0]
        }
    }

    private static func field(_ name: String, in chunk: String) -> String {
        let afterStart = chunk.components(separatedBy: "<\(name)>")[1]
        return afterStart.components(separatedBy: "</\(name)>")[0]
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func rules(in chunk: String) -> [Rule] {
        chunk.components(separatedBy: "<Rule>").dropFirst().map { rule in
            let bounds = field("Range", in: rule).components(separatedBy: "-")
            return Rule(first: bounds[0], last: bounds[1], length: Int(field("Length", in: rule)) ?? -1)
        }
    }

    private static func isbn10Check(_ nine: String) -> String {
        var sum = 0
        for (index, character) in nine.enumerated() {
            sum += (character.wholeNumberValue ?? 0) * (10 - index)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : String(check)
    }
}
