#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The terminal a kiosk runs on: standard input read key by key without echo, standard output
/// switched to the alternate screen with the cursor hidden, and everything put back at the end.
///
/// Wraps these C calls: `isatty` (both ends must be a terminal), `tcgetattr`/`tcsetattr`
/// (canonical mode and echo off; Ctrl-C still signals), `read` (keys, EINTR retried) and `write`
/// (the screen, whole, retried after EINTR and short writes, under a lock so that a bell from
/// another thread never lands inside an escape sequence).
final class KioskTerminal: Sendable {
    /// Why the kiosk cannot run on what it was given.
    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    private let saved: termios
    private let writing = Mutex(())

    /// Takes over the terminal on standard input and output.
    init() throws(Unusable) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Unusable(description: "standard input and output must be a terminal: the kiosk is a full-screen program "
                           + "(for scripts, use `shelfscan checkout` and `checkin`)")
        }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw Unusable(description: "the terminal's settings could not be read: " + String(cString: strerror(errno)))
        }
        saved = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_iflag &= ~tcflag_t(ICRNL)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw Unusable(description: "the terminal could not be set to read keys: " + String(cString: strerror(errno)))
        }
        write(Self.enter)
    }

    /// The terminal as it was: main screen, cursor shown, keys read by lines with echo.
    func restore() {
        write(Self.leave)
        var settings = saved
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// Writes `text` to the screen in one piece.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        writing.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// The bytes of the next key or keys typed; empty when standard input has ended.
    func readKeys() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }

    /// Alternate screen, cursor hidden, screen cleared.
    private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    /// Attributes reset, cursor shown, main screen back.
    private static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
