/// An image of `bench misreads --save` could not be written, or its folder cannot take it.
struct MisreadSaveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder or file concerned.
    var path: String
    /// What went wrong.
    var reason: String

    /// `path: cannot save images: reason`.
    var description: String { "\(path): cannot save images: \(reason)" }
}
