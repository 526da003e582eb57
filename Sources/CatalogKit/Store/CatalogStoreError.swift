import DatabaseFiles
internal import GRDB
import ShelfScanErrors

/// The catalogue file could not be opened, read or written: its path and SQLite's reason.
///
/// ```swift
/// CatalogStoreError(path: "catalog.sqlite", reason: "database is locked").description
/// // catalog.sqlite: database is locked
/// ```
public struct CatalogStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalogue file.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// The error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `error` as SQLite or GRDB gave it, for the catalogue at `path`.
    init(_ error: any Error, path: String) {
        self.path = path
        switch error {
        case let error as DatabaseError: reason = error.message ?? "\(error)"
        case let error as StoreFileError: reason = "cannot create it: \(error.reason)"
        default: reason = "\(error)"
        }
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

extension CatalogStoreError: ShelfScanError {
    /// `catalogStore.failed`: the catalogue file could not be used.
    public var code: String { "catalogStore.failed" }
    /// The catalogue file.
    public var offendingValue: String? { path }
}
