/// A file's lines could not be read: the file, and why (the operating system's reason, or where
/// and how its compressed data is broken).
struct LineSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    var path: String
    /// What went wrong.
    var reason: String

    /// `path: reason`.
    var description: String { "\(path): \(reason)" }
}
