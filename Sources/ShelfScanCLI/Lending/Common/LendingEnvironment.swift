import Foundation
import ShelfScan

/// The environment variables the lending commands read, taken once when a command starts and
/// handed on, so tests give their own instead of changing the process's.
struct LendingEnvironment: Equatable {
    /// `SHELFSCAN_USER`: the acting user when `--user` is not given.
    var user: String?
    /// `SHELFSCAN_DB`: the database file when `--db` is not given.
    var database: String?
    /// `XDG_DATA_HOME`, used only when absolute, as the XDG base directory specification asks.
    var dataHome: String?
    /// `HOME`, for `~/.local/share` when `XDG_DATA_HOME` is not usable.
    var home: String?
    /// `PATH`, where `photo show --open` looks for the desktop's opener.
    var searchPath: String?
    /// `SHELFSCAN_NOW`: an ISO 8601 instant every timestamp of the command takes, for tests and
    /// for entering past events; unset, the system clock.
    var now: String?
    /// `SHELFSCAN_PIN`: the PIN commands that need one take instead of asking on the terminal, for
    /// scripts and tests (see `PINReader`).
    var pin: String?
    /// `SHELFSCAN_OLD_PIN`: the PIN a member changing theirs gives as the old one, for scripts and
    /// tests (see `PINReader.readOld()`).
    var oldPIN: String?

    /// The values in `variables`; empty ones count as unset.
    init(variables: [String: String]) {
        func value(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
        user = value("SHELFSCAN_USER")
        database = value("SHELFSCAN_DB")
        dataHome = value("XDG_DATA_HOME")
        home = value("HOME")
        searchPath = value("PATH")
        now = value("SHELFSCAN_NOW")
        pin = value("SHELFSCAN_PIN")
        oldPIN = value("SHELFSCAN_OLD_PIN")
    }

    /// The process's environment, read now.
    static func current() -> LendingEnvironment {
        LendingEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    /// The clock the store reads: fixed at `SHELFSCAN_NOW` when it is set, else the system's.
    func clock() throws(LendingSetupError) -> LendingClock {
        guard let now else { return .system }
        guard let instant = ISO8601Instant.date(from: now) else { throw .invalidNow(now) }
        return .fixed(at: instant)
    }

    /// `$XDG_DATA_HOME/shelfscan`, else `$HOME/.local/share/shelfscan`; `nil` without either.
    var dataFolder: DataFolder? {
        DataFolder(xdgDataHome: dataHome, home: home)
    }
}
