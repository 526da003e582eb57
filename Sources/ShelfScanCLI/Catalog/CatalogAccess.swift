import ArgumentParser
import Foundation
import ShelfScan

/// The catalogue and lookup a command asks for book details: the local catalogue, the answers
/// kept from earlier, then the online services unless offline.
///
/// Online, the catalogue file is made when missing, since it also keeps the answers and the
/// services' shared rate limit; offline without one there is nothing to ask. Settings and the
/// file are checked when this is made, before the command does anything else, so a bad variable
/// or an unusable file is said once and changes nothing.
struct CatalogAccess: Sendable {
    /// The services' settings, `--offline` applied.
    let settings: OnlineSettings
    /// The catalogue, `nil` offline without one.
    let catalog: CatalogDatabase?
    /// Where covers are kept: beside the catalogue, in `<catalogue>.covers/`.
    let coverFolder: URL?

    /// Resolves the settings and opens (online: makes) the catalogue; errors end the command.
    init(catalog: CatalogOptions, online: OnlineOptions) throws {
        settings = try online.settings()
        let path = try catalog.resolvedPath()
        if settings.offline && !FileManager.default.fileExists(atPath: path) {
            self.catalog = nil
            coverFolder = nil
        } else {
            self.catalog = try catalog.open(creating: true)
            coverFolder = URL(fileURLWithPath: path + ".covers", isDirectory: true)
        }
    }

    /// Runs `body` with the lookup (`nil` when there is no catalogue), shutting its HTTP client
    /// down afterwards; the command's thread waits meanwhile.
    func run<Value: Sendable>(_ body: @escaping @Sendable (CatalogLookup?) async throws -> Value) throws -> Value {
        guard let catalog else {
            return try BlockingWait.result { () async throws -> Value in try await body(nil) }
        }
        let settings = settings
        return try BlockingWait.result { () async throws -> Value in
            try await CatalogLookup.withLookup(catalog: catalog, settings: settings) { lookup in
                try await body(lookup)
            }
        }
    }
}
