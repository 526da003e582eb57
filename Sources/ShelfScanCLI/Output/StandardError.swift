import Foundation

/// Unbuffered writes to standard error.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal (`isatty(2)`).
    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
