import RasterKit

/// One content-addressed file of the photo store: `ab/abcdef….jpg`, named by its SHA-256.
///
/// The same bytes always have the same name, so a photo attached twice, or to two books, is one file.
struct StoredFile: Sendable, Hashable {
    /// Lower-case hex SHA-256 of the file's bytes.
    let sha256: String
    /// Gives the file name its extension, so that viewers recognise the file.
    let format: PhotoFormat

    /// The path inside the store's folder: a folder named by the first two hex digits, which keeps
    /// each folder small, then the whole hash and the format's extension.
    var relativePath: String {
        "\(sha256.prefix(2))/\(sha256).\(format.fileExtension)"
    }
}
