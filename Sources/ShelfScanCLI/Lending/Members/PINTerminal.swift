#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShelfScan

/// The terminal a PIN is typed on, read with echo off so the digits never show.
///
/// Wraps these C calls: `isatty` (is standard input a terminal), `open`/`close` (`/dev/tty`),
/// `tcgetattr`/`tcsetattr` (echo off, then the settings as they were), `read`/`write` (the line
/// and the prompt), and `signal`/`raise` (see `readHidden(prompt:)`).
struct PINTerminal {
    /// Where the line is read.
    private let input: Int32
    /// Where the prompt goes.
    private let output: Int32

    /// The terminal when standard input is one: `/dev/tty`, so that the prompt shows even when
    /// standard output and error are redirected, else standard input with prompts on standard
    /// error; `nil` when standard input is not a terminal (a pipe, a file, a service).
    static func attach() -> PINTerminal? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        return tty >= 0 ? PINTerminal(input: tty, output: tty) : PINTerminal(input: STDIN_FILENO, output: STDERR_FILENO)
    }

    /// Closes `/dev/tty` when it was opened.
    func detach() {
        if input != STDIN_FILENO { _ = close(input) }
    }

    /// Writes `prompt` and reads one line with echo off; the terminal's settings are restored when
    /// the line is read or reading fails, and by a handler when SIGINT, SIGTERM or SIGHUP comes
    /// meanwhile (the handler then re-raises the signal, which ends the command as usual).
    func readHidden(prompt: String) throws(LendingError) -> String {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw Self.failure("the terminal could not be read", errno) }
        var quiet = settings
        // No echo, but the newline: the cursor moves on as after any answer.
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        interruptedTerminal = (input, settings)
        let previous = Self.restoringSignals.map { ($0, signal($0, restoreTerminalAndReraise)) }
        defer {
            _ = tcsetattr(input, TCSAFLUSH, &settings)
            for (number, handler) in previous { _ = signal(number, handler) }
        }
        guard tcsetattr(input, TCSAFLUSH, &quiet) == 0 else {
            throw Self.failure("the terminal could not be set not to show it", errno)
        }
        show(prompt)
        return try readLine()
    }

    /// The signals after which the terminal must not stay silent.
    private static let restoringSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Bytes up to a newline; at most 256 are kept, many more than a PIN has.
    private func readLine() throws(LendingError) -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure("it could not be read from the terminal", errno)
            }
            if count == 0, line.isEmpty { throw LendingError.circulation(.invalidPIN(reason: "none was typed")) }
            if count == 0 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if line.count < 256 { line.append(byte) }
        }
        return String(decoding: line, as: UTF8.self)
    }

    private func show(_ text: String) {
        let bytes = Array(text.utf8)
        _ = write(output, bytes, bytes.count)
    }

    /// `.invalidPIN` with `reason` and the system's explanation of `code`.
    private static func failure(_ reason: String, _ code: Int32) -> LendingError {
        .circulation(.invalidPIN(reason: reason + ": " + String(cString: strerror(code))))
    }
}

/// The terminal and its settings while echo is off, for the signal handler: a global, since a C
/// signal handler captures nothing. Written before the handler is installed, read only by it.
nonisolated(unsafe) private var interruptedTerminal: (descriptor: Int32, settings: termios) = (-1, termios())

/// Puts the terminal back as it was and lets `signalNumber` end the process as it would have.
/// Only async-signal-safe calls: `tcsetattr`, `signal`, `raise`.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    var settings = interruptedTerminal.settings
    _ = tcsetattr(interruptedTerminal.descriptor, TCSAFLUSH, &settings)
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}
