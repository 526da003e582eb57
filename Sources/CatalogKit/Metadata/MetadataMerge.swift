import Foundation
import ISBNKit

/// How metadata of one edition from several sources becomes one record.
///
/// The policy, field by field:
/// - what the owner typed (`MetadataSource.user`) is kept whatever the sources say;
/// - a single value comes from the first source in `priority` that has a non-empty one;
/// - a publication date comes from the most precise source (a day over a month over a year), the
///   first in `priority` among equally precise ones;
/// - author and subject lists are unioned, in `priority` order, without repeating a name written
///   another way (`Herbert, Frank` is `Frank Herbert`; case and accents do not count).
///
/// Every record must be of the same edition: one of another ISBN is refused.
///
/// ```swift
/// let merged = try MetadataMerge().merge([fromCatalogue, fromOpenLibrary], for: isbn)
/// merged.title?.provenance.first?.source   // .localCatalogue when it had a title
/// ```
public struct MetadataMerge: Sendable {
    /// The sources in the order they are trusted.
    public var priority: [MetadataSource]

    /// A merge trusting sources in `priority` order.
    public init(priority: [MetadataSource] = MetadataSource.standardPriority) {
        self.priority = priority
    }

    /// One record of `isbn` from `records`; `.otherEdition` when one is of another ISBN.
    public func merge(_ records: [BookMetadata], for isbn: ISBN) throws(CatalogError) -> BookMetadata {
        if let other = records.first(where: { $0.isbn != isbn }) {
            throw .otherEdition(scanned: isbn, found: [other.isbn.isbn13], source: "merge")
        }
        var merged = BookMetadata(isbn: isbn)
        merged.title = single(records.compactMap(\.title))
        merged.subtitle = single(records.compactMap(\.subtitle))
        merged.publisher = single(records.compactMap(\.publisher))
        merged.pages = single(records.compactMap(\.pages).filter { $0.value > 0 })
        merged.language = single(records.compactMap(\.language))
        merged.summary = single(records.compactMap(\.summary))
        merged.coverID = single(records.compactMap(\.coverID))
        merged.published = date(records.compactMap(\.published))
        merged.authors = union(records.compactMap(\.authors))
        merged.subjects = union(records.compactMap(\.subjects))
        return merged
    }

    /// The rank of a source: the owner before all, then `priority`, then the rest.
    private func rank(_ value: Sourced<some Any>) -> Int {
        guard !value.isUsers else { return -1 }
        let source = value.provenance.first?.source
        return priority.firstIndex { $0 == source } ?? priority.count
    }

    /// The most trusted value; among the owner's, the latest.
    private func single<Value>(_ candidates: [Sourced<Value>]) -> Sourced<Value>? {
        let present = candidates.filter { !Self.isBlank($0.value) }
        if let users = present.filter(\.isUsers).max(by: { Self.date($0) < Self.date($1) }) { return users }
        return present.min { rank($0) < rank($1) }
    }

    /// The owner's date, else the most precise, trusted first among equals.
    private func date(_ candidates: [Sourced<PublicationDate>]) -> Sourced<PublicationDate>? {
        if let users = candidates.filter(\.isUsers).max(by: { Self.date($0) < Self.date($1) }) { return users }
        return candidates.min { ($1.value.precision, rank($0)) < ($0.value.precision, rank($1)) }
    }

    /// The owner's list, else every source's names in trusted order, each name once.
    private func union(_ candidates: [Sourced<[String]>]) -> Sourced<[String]>? {
        let present = candidates.filter { !$0.value.isEmpty }
        if let users = present.filter(\.isUsers).max(by: { Self.date($0) < Self.date($1) }) { return users }
        var names: [String] = []
        var seen: Set<String> = []
        var provenance: [Provenance] = []
        for candidate in present.sorted(by: { rank($0) < rank($1) }) {
            let added = candidate.value.filter { name in seen.insert(Self.nameKey(name)).inserted && !name.isEmpty }
            names += added
            if !added.isEmpty { provenance += candidate.provenance }
        }
        return names.isEmpty ? nil : Sourced(names, from: provenance)
    }

    /// Whether a value says nothing: an empty or blank text.
    private static func isBlank(_ value: some Any) -> Bool {
        (value as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
    }

    private static func date(_ value: Sourced<some Any>) -> Date {
        value.provenance.map(\.at).max() ?? .distantPast
    }

    /// A name's words folded and sorted: `Herbert, Frank` and `frank herbert` give the same key.
    static func nameKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.sorted().joined(separator: " ")
    }
}
