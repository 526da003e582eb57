import Foundation
import ISBNKit

/// An Open Library dump made up from a seed: authors, works and editions in the proportions and
/// shapes of the real dumps (one author to two works to five editions; editions with ISBN-13s,
/// half with ISBN-10s too, publishers, dates, pages, languages, subjects, covers, work and author
/// keys), written line by line so that making a million lines needs no more memory than one.
///
/// Edition `n`'s ISBN-13 is `isbn(edition:)`, so a benchmark can look editions up without keeping
/// a list of them.
///
/// ```swift
/// let dump = GeneratedDump(lines: 1_000_000)
/// try dump.write(toPath: "/tmp/dump.txt")
/// dump.isbn(edition: 42).isbn13   // an edition the file holds
/// ```
public struct GeneratedDump: Sendable {
    /// Lines in the file.
    public var lines: Int
    /// The seed the records are made from.
    public var seed: UInt64

    /// A dump of `lines` lines.
    public init(lines: Int, seed: UInt64 = 1) {
        self.lines = lines
        self.seed = seed
    }

    /// Editions in the file: of every 8 lines, 1 is an author, 2 are works and 5 are editions.
    public var editions: Int { lines / 8 * 5 + max(0, lines % 8 - 3) }

    /// The ISBN-13 of the `edition`-th edition: 978 and a number unique to it (7,919 is prime to
    /// 10⁹, so editions below 10⁹ never share one).
    public func isbn(edition: Int) throws -> ISBN {
        let payload = "978" + String(format: "%09d", (edition &* 7_919 &+ Int(seed % 1_000)) % 1_000_000_000)
        return try ISBN(gtin13: payload + String(CheckDigit.gtin(payload: payload) ?? 0))
    }

    /// Writes the dump to `path`, replacing any file there.
    public func write(toPath path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var random = SeededGenerator(seed: seed)
        var buffer = ""
        var counts = (authors: 0, works: 0, editions: 0)
        for line in 0..<lines {
            switch Self.kind(ofLine: line) {
            case .author:
                buffer += authorLine(counts.authors, &random)
                counts.authors += 1
            case .work:
                buffer += workLine(counts.works, authors: counts.authors, &random)
                counts.works += 1
            case .edition:
                buffer += try editionLine(counts.editions, works: counts.works, authors: counts.authors, &random)
                counts.editions += 1
            }
            buffer += "\n"
            if buffer.utf8.count >= 1 << 20 {
                try handle.write(contentsOf: Data(buffer.utf8))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: Data(buffer.utf8))
    }

    enum Kind { case author, work, edition }

    /// Authors come first in every group of 8 lines, so each work and edition can name one
    /// already written (the real dumps are separate files; order does not matter to an import).
    static func kind(ofLine line: Int) -> Kind {
        switch line % 8 {
        case 0: return .author
        case 1, 2: return .work
        default: return .edition
        }
    }

    private func authorLine(_ index: Int, _ random: inout SeededGenerator) -> String {
        let key = "/authors/OL\(index + 1)A"
        let name = "\(random.pick(SampleVocabulary.firstNames)) \(random.pick(SampleVocabulary.surnames))"
        return Self.line("/type/author", key, revision: 1 + random.index(below: 5), json: """
            {"type": {"key": "/type/author"}, "key": "\(key)", "name": "\(name)", "personal_name": "\(name)", \
            "birth_date": "\(1900 + random.index(below: 100))", "revision": 1}
            """)
    }

    private func workLine(_ index: Int, authors: Int, _ random: inout SeededGenerator) -> String {
        let key = "/works/OL\(index + 1)W"
        let author = "/authors/OL\(1 + random.index(below: max(1, authors)))A"
        return Self.line("/type/work", key, revision: 1 + random.index(below: 9), json: """
            {"type": {"key": "/type/work"}, "key": "\(key)", "title": "\(title(&random))", \
            "authors": [{"type": {"key": "/type/author_role"}, "author": {"key": "\(author)"}}], \
            "subjects": ["\(random.pick(SampleVocabulary.genres))", "\(random.pick(SampleVocabulary.topics))"], \
            "description": {"type": "/type/text", "value": "A \(random.pick(SampleVocabulary.forms)) of \
            \(random.pick(SampleVocabulary.topics).lowercased()) in \(random.pick(SampleVocabulary.places))."}, "first_publish_date": "\(1950 + random.index(below: 75))"}
            """)
    }

    private func editionLine(_ index: Int, works: Int, authors: Int, _ random: inout SeededGenerator) throws -> String {
        let key = "/books/OL\(index + 1)M"
        let isbn = try isbn(edition: index)
        let isbn10 = index % 2 == 0 ? #""isbn_10": ["\#(isbn.isbn10 ?? "")"], "# : ""
        let month = Self.months[random.index(below: 12)]
        return Self.line("/type/edition", key, revision: 1 + random.index(below: 9), json: """
            {"type": {"key": "/type/edition"}, "key": "\(key)", "title": "\(title(&random))", \
            "authors": [{"key": "/authors/OL\(1 + random.index(below: max(1, authors)))A"}], \
            "works": [{"key": "/works/OL\(1 + random.index(below: max(1, works)))W"}], \
            \(isbn10)"isbn_13": ["\(isbn.isbn13)"], "publishers": ["\(random.pick(SampleVocabulary.surnames)) Press"], \
            "publish_date": "\(month) \(1950 + random.index(below: 75))", "number_of_pages": \(80 + random.index(below: 900)), \
            "languages": [{"key": "/languages/eng"}], "subjects": ["\(random.pick(SampleVocabulary.topics))"], \
            "covers": [\(1_000_000 + index)], "physical_format": "Paperback", \
            "source_records": ["bwb:\(isbn.isbn13)"], "latest_revision": 3, "revision": 3}
            """)
    }

    private func title(_ random: inout SeededGenerator) -> String {
        "The \(random.pick(SampleVocabulary.adjectives)) \(random.pick(SampleVocabulary.nouns))"
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

    private static func line(_ type: String, _ key: String, revision: Int, json: String) -> String {
        "\(type)\t\(key)\t\(revision)\t2024-05-06T07:08:09.123456\t\(json)"
    }
}
