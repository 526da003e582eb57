/// The members of one record's JSON object, read leniently: a field of an unexpected shape reads
/// as absent, and every text comes out cleaned by `OpenLibraryDumpText`.
///
/// ```swift
/// let object = OpenLibraryDumpObject(["title": .string("  Dune ")])
/// object.line("title", limit: 1_000)   // "Dune"
/// object.integer("number_of_pages")    // nil
/// ```
struct OpenLibraryDumpObject: Sendable {
    /// The most elements kept from one list field (subjects, publishers, keys…): real records
    /// have at most a few hundred, and a runaway list must not bloat the catalogue.
    static let maximumListCount = 200

    let members: [String: OpenLibraryDumpJSON]

    init(_ members: [String: OpenLibraryDumpJSON]) {
        self.members = members
    }

    /// The record's type, from `"type": {"key": "/type/edition"}`.
    var typeKey: String? { members["type"]?.keyReference }

    /// The record's own key.
    var key: String? { members["key"]?.string }

    /// A single-line text field, cleaned and capped.
    func line(_ name: String, limit: Int) -> String? {
        members[name]?.text.flatMap { OpenLibraryDumpText.line($0, limit: limit) }
    }

    /// A multi-line text field, a string or a `/type/text` object, cleaned and capped.
    func paragraphs(_ name: String, limit: Int) -> String? {
        members[name]?.text.flatMap { OpenLibraryDumpText.paragraphs($0, limit: limit) }
    }

    /// A date field as given, cleaned and capped; `nil` when it has no letter or digit (`"."`
    /// and `"?"` occur and say nothing).
    func date(_ name: String) -> String? {
        guard let text = line(name, limit: 100), text.contains(where: { $0.isLetter || $0.isNumber }) else {
            return nil
        }
        return text
    }

    /// A list of strings, each cleaned and capped, empty ones and repeats dropped.
    func lines(_ name: String, limit: Int) -> [String] {
        unique(members[name]?.array?.lazy.compactMap { $0.string.flatMap { OpenLibraryDumpText.line($0, limit: limit) } })
    }

    /// Keys with `prefix` found in a list field by `reference`, repeats and malformed keys dropped.
    func keys(_ name: String, prefix: String,
              reference: (OpenLibraryDumpJSON) -> String? = { $0.keyReference }) -> [String] {
        unique(members[name]?.array?.lazy.compactMap(reference).filter {
            OpenLibraryDumpKey.isValid($0, prefix: prefix)
        })
    }

    /// A whole-number field.
    func integer(_ name: String) -> Int? {
        members[name]?.integer
    }

    /// The whole numbers of a list field, repeats dropped.
    func integers(_ name: String) -> [Int] {
        unique(members[name]?.array?.lazy.compactMap(\.integer))
    }

    private func unique<Values: Sequence>(_ values: Values?) -> [Values.Element] where Values.Element: Hashable {
        guard let values else { return [] }
        var seen = Set<Values.Element>()
        var result: [Values.Element] = []
        for value in values where seen.insert(value).inserted {
            result.append(value)
            if result.count == Self.maximumListCount { break }
        }
        return result
    }
}
