import ShelfScanErrors

/// A dump could not be imported: the dump file unreadable, or the catalogue not writable.
///
/// ```swift
/// DumpImportError.unreadable(path: "ol_dump.txt", reason: "No such file or directory").description
/// // ol_dump.txt: No such file or directory
/// ```
public enum DumpImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dump file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The catalogue could not be written.
    case store(CatalogStoreError)

    /// The file or catalogue, and the reason.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): \(reason)"
        case let .store(error): return error.description
        }
    }
}

extension DumpImportError: ShelfScanError {
    /// `dumpImport.` and what went wrong, e.g. `dumpImport.unreadable`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .unreadable: return "dumpImport.unreadable"
        case .store: return "dumpImport.store"
        }
    }
}
