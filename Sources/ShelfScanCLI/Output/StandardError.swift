import Foundation
import ShelfScan

/// Unbuffered writes to standard error.
///
/// Messages go through `line(_:)`, which is where the one rule for text reaching a terminal is
/// kept: a message quotes file names, input and what other users typed, so every unsafe scalar
/// in it, line feeds and tabs included, is written out (`escapingUnsafeScalars`) and each
/// message stays one line that no input can split or forge.
enum StandardError {
    /// Writes `message` and a line feed, its unsafe scalars written out.
    static func line(_ message: String) {
        raw(message.escapingUnsafeScalars(keepingLineBreaks: false) + "\n")
    }

    /// Writes `message` after `subject: `, unless `subject` is `nil` or the message names it
    /// already: an error names its input once.
    static func line(_ message: String, about subject: String?) {
        guard let subject, !message.contains(subject) else { return line(message) }
        line(subject + ": " + message)
    }

    /// Writes `question` with no line feed, for an answer typed after it on the same line.
    static func prompt(_ question: String) {
        raw(question.escapingUnsafeScalars(keepingLineBreaks: false))
    }

    /// Writes `text` as it is: only for the program's own terminal controls, such as a progress
    /// bar's carriage return and line erase, never for text that holds input.
    static func raw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal (`isatty(2)`).
    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
