import Foundation
import ISBNKit
import LendingKit

/// A made-up library: readers, and books with titles, authors, subjects and descriptions built
/// from `SampleVocabulary` by a seeded generator, so the same seed always gives the same library.
///
/// Three books in four are distinct works, each with its own valid ISBN-13; the rest are further
/// copies of a few popular works, as in a neighbourhood where many own the same bestsellers, which
/// is what lets readers share borrowings.
///
/// ```swift
/// var library = SampleLibrary(seed: 1)
/// let profile = try library.profile(0)                 // reader00000
/// let drafts = try library.drafts(count: 1_000)
/// let query = library.query(matching: drafts[7])      // e.g. "lantern galloway"
/// ```
public struct SampleLibrary: Sendable {
    private var random: SeededGenerator
    private let seed: UInt64

    /// A library made from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
    }

    /// The profile of reader `index`: username `reader` and five digits, a made-up display name.
    public mutating func profile(_ index: Int) throws(LendingError) -> UserProfile {
        let name = "\(random.pick(SampleVocabulary.firstNames)) \(random.pick(SampleVocabulary.surnames))"
        return try UserProfile(username: "reader" + String(format: "%05d", index), displayName: name)
    }

    /// `count` book drafts: distinct works first, then copies of the most popular ones.
    public mutating func drafts(count: Int) throws -> [BookDraft] {
        let workCount = max(1, count * 3 / 4)
        let popular = max(1, workCount / 50)
        let isbns = try ISBNBenchmark.numbers(count: workCount, seed: seed).map { digits in try ISBN(gtin13: digits) }
        let works = try isbns.map { isbn in try work(isbn) }
        return try (0..<count).map { index in
            let work = index < workCount ? works[index] : works[random.index(below: popular)]
            return try BookDraft(isbn: work.isbn, title: work.title, authors: work.authors,
                                 description: (work.description ?? "") + " " + random.pick(SampleVocabulary.conditions),
                                 subjects: work.subjects)
        }
    }

    /// One to three distinct words of `draft`'s title, authors or description, so the query is
    /// sure to find it.
    public mutating func query(matching draft: BookDraft) -> String {
        let text = ([draft.title] + draft.authors + [draft.description ?? ""]).joined(separator: " ")
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
            .filter { $0.count > 2 && !SampleVocabulary.stopWords.contains($0) }
        var chosen: [String] = []
        for _ in 0..<(1 + random.index(below: 3)) {
            let word = random.pick(words)
            if !chosen.contains(word) { chosen.append(word) }
        }
        return chosen.joined(separator: " ")
    }

    /// A work: title, one or two authors, a genre and one or two topics, a synopsis.
    private mutating func work(_ isbn: ISBN) throws -> BookDraft {
        let authors = (0..<(1 + random.index(below: 2))).map { _ in
            "\(random.pick(SampleVocabulary.firstNames)) \(random.pick(SampleVocabulary.surnames))"
        }
        let subjects = [random.pick(SampleVocabulary.genres)]
            + (0..<(1 + random.index(below: 2))).map { _ in random.pick(SampleVocabulary.topics) }
        return try BookDraft(isbn: isbn, title: title(), authors: authors, description: synopsis(), subjects: subjects)
    }

    private mutating func title() -> String {
        let (adjective, noun, other) = (random.pick(SampleVocabulary.adjectives), random.pick(SampleVocabulary.nouns),
                                        random.pick(SampleVocabulary.nouns))
        let place = random.pick(SampleVocabulary.places)
        switch random.index(below: 6) {
        case 0: return "The \(adjective) \(noun)"
        case 1: return "The \(noun) of \(place)"
        case 2: return "The \(noun) and the \(other)"
        case 3: return "A \(noun) for \(random.pick(SampleVocabulary.firstNames))"
        case 4: return "Return to \(place)"
        default: return "The \(adjective) \(noun) of \(place)"
        }
    }

    private mutating func synopsis() -> String {
        let hero = "\(random.pick(SampleVocabulary.firstNames)) \(random.pick(SampleVocabulary.surnames))"
        return "A \(random.pick(SampleVocabulary.adjectives).lowercased()) \(random.pick(SampleVocabulary.forms)) "
            + "about a \(random.pick(SampleVocabulary.nouns).lowercased()) in \(random.pick(SampleVocabulary.places)). "
            + "\(hero) \(random.pick(SampleVocabulary.verbs)) the \(random.pick(SampleVocabulary.nouns).lowercased()) "
            + "of \(random.pick(SampleVocabulary.places))."
    }
}
