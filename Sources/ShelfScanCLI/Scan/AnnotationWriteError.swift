/// One input's annotated picture could not be drawn or written.
struct AnnotationWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input photo as given.
    var input: String
    /// The picture's path.
    var output: String
    /// Why it failed.
    var reason: String

    /// `input: annotated picture not written to output: reason`.
    var description: String { "\(input): annotated picture not written to \(output): \(reason)" }
}
