import ShelfScan

/// A file a command was asked to write (`--output FILE`) could not be written; nothing was left
/// under its name.
struct OutputFileError: Error, Equatable, CustomStringConvertible {
    /// The file asked for.
    var path: String
    /// Why it failed, as the system says.
    var reason: String

    /// Writes `bytes` to `path` whole or not at all (a temporary file renamed into place).
    static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        do {
            try DurableFile.write(bytes, to: path)
        } catch {
            throw OutputFileError(path: path, reason: error.problem.description)
        }
    }

    /// The LendingKit group the error belongs to, for the exit status.
    var kind: LendingError.Kind { .storage }

    var description: String { "cannot write \(path): \(reason)" }
}
