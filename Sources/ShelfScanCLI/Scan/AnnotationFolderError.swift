/// The `--annotate` folder cannot take the pictures.
struct AnnotationFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder as the user gave it.
    var path: String
    /// What is wrong with it, e.g. `not a folder`.
    var reason: String

    /// `path: cannot write annotated pictures there: reason`.
    var description: String { "\(path): cannot write annotated pictures there: \(reason)" }
}
