import Foundation

extension OpenLibraryEditionRecords {
    /// How many `/type/redirect` records (left where records were merged) are followed.
    static let recordRedirectLimit = 3

    /// The edition at `path` (`/isbn/…` or `/books/OL…M`) and its JSON object; `nil` on 404.
    func edition(at path: String) async throws(OnlineLookupError) -> (OpenLibraryEdition, OpenLibraryDumpObject)? {
        guard let (url, key, object) = try await record(at: path, prefix: OpenLibraryDumpKey.edition) else { return nil }
        do {
            let edition = try OpenLibraryEdition(dump: object, key: key, revision: object.integer("revision") ?? 1,
                                                 lastModified: Self.lastModified(object), lineNumber: 1)
            return (edition, object)
        } catch {
            throw .malformedJSON(url: url, reason: error.reason)
        }
    }

    /// The work at `key`; `nil` on 404.
    func work(at key: String) async throws(OnlineLookupError) -> OpenLibraryWork? {
        guard let (_, key, object) = try await record(at: key, prefix: OpenLibraryDumpKey.work) else { return nil }
        return OpenLibraryWork(dump: object, key: key, revision: object.integer("revision") ?? 1,
                               lastModified: Self.lastModified(object))
    }

    /// The names of the authors at `keys` (the first `authorLimit`), in order; missing ones left out.
    func authorNames(_ keys: [String]) async throws(OnlineLookupError) -> [String] {
        var names: [String] = []
        for key in keys.prefix(Self.authorLimit) {
            guard let (_, key, object) = try await record(at: key, prefix: OpenLibraryDumpKey.author) else { continue }
            let author = OpenLibraryAuthor(dump: object, key: key, revision: object.integer("revision") ?? 1,
                                           lastModified: Self.lastModified(object))
            if let name = author.name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The record at `path` + `.json`, following record redirects: its address, key (checked to
    /// start with `prefix`) and object; `nil` on 404.
    private func record(at path: String,
                        prefix: String) async throws(OnlineLookupError) -> (url: String, key: String, object: OpenLibraryDumpObject)? {
        var path = path
        for _ in 0...Self.recordRedirectLimit {
            let url = OnlineSettings.base(client.settings.openLibraryURL) + path + ".json"
            let response = try await client.get(url, bucket: .openLibrary(identified: client.settings.hasContact))
            if response.status == 404 { return nil }
            guard response.status == 200 else { throw .httpStatus(url: response.url, status: response.status) }
            let object = try OnlineJSON.object(response)
            if object.typeKey == "/type/redirect", let location = object.members["location"]?.string,
               OpenLibraryDumpKey.isValid(location, prefix: prefix) {
                path = location
                continue
            }
            guard let key = object.key, OpenLibraryDumpKey.isValid(key, prefix: prefix) else {
                throw .malformedJSON(url: response.url, reason: "not a record with a \(prefix)OL… key")
            }
            return (response.url, key, object)
        }
        throw .tooManyRedirects(url: OnlineSettings.base(client.settings.openLibraryURL) + path + ".json",
                                limit: Self.recordRedirectLimit)
    }

    /// The record's `last_modified` value, as the dump's column would give it.
    private static func lastModified(_ object: OpenLibraryDumpObject) -> String {
        object.members["last_modified"]?.text.flatMap { OpenLibraryDumpText.line($0, limit: 64) } ?? ""
    }
}
