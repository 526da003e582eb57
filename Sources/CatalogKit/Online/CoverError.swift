import ShelfScanErrors

/// A cover could not be had: the cover server failed, or the file could not be written.
///
/// ```swift
/// CoverError.unwritable(path: "/covers/123.jpg", reason: "Permission denied").description
/// // /covers/123.jpg: Permission denied
/// ```
public enum CoverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cover server gave no usable answer.
    case online(OnlineLookupError)
    /// The cover folder or file could not be written.
    case unwritable(path: String, reason: String)

    /// What went wrong, with the address or the file.
    public var description: String {
        switch self {
        case let .online(error): return error.description
        case let .unwritable(path, reason): return "\(path): \(reason)"
        }
    }
}

extension CoverError: ShelfScanError {
    /// `cover.` and what went wrong, e.g. `cover.online`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .online: return "cover.online"
        case .unwritable: return "cover.unwritable"
        }
    }
}
