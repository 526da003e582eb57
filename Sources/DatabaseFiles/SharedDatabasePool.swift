import Foundation
package import GRDB

/// Opens a WAL database pool on a file that other processes may open at the same moment: two
/// `shelfscan` commands started together on a first run, a kiosk and a desk on one store.
///
/// A pool turns a new file to WAL with `PRAGMA journal_mode = WAL`, which needs the file to
/// itself, and SQLite does not call the busy handler for that change: the process that loses the
/// race gets SQLITE_BUSY at once, whatever busy timeout it set. On a loaded machine two
/// catalogues opened at the same moment, 20 times over, failed so in 5 runs of 60, and four pools
/// opening one new file, 25 times over, in all of 40. So an open that fails busy is tried again,
/// waiting 1 ms and then twice as long each time up to 50 ms, for as long as the configuration's
/// busy timeout lets any statement wait: both then opened every time in 60 runs. Once the file is
/// in WAL an open takes no such lock.
///
/// ```swift
/// var config = Configuration()
/// config.busyMode = .timeout(10)
/// let pool = try SharedDatabasePool.open(atPath: "lending.sqlite", configuration: config)
/// ```
package enum SharedDatabasePool {
    /// A pool on the file at `path`, created if needed, tried again while another process holds
    /// the file busy, for at most the `configuration`'s busy timeout (not at all when its busy
    /// mode is another).
    ///
    /// - Throws: GRDB's `DatabaseError` from the last try, or any other error at once.
    package static func open(atPath path: String, configuration: Configuration) throws -> DatabasePool {
        try retryingWhileBusy(timeout: busyTimeout(of: configuration)) {
            try DatabasePool(path: path, configuration: configuration)
        }
    }

    /// The seconds `configuration` lets a statement wait for a busy file.
    static func busyTimeout(of configuration: Configuration) -> TimeInterval {
        guard case .timeout(let seconds) = configuration.busyMode else { return 0 }
        return seconds
    }

    /// The first result of `attempt` that does not fail with SQLITE_BUSY, trying for at most
    /// `timeout` seconds; the last busy failure after that, and any other failure at once.
    static func retryingWhileBusy<T>(timeout: TimeInterval, _ attempt: () throws -> T) throws -> T {
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, timeout) * 1000))
        var waitMilliseconds = 1
        while true {
            do {
                return try attempt()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: Double(waitMilliseconds) / 1000)
                waitMilliseconds = min(waitMilliseconds * 2, 50)
            }
        }
    }
}
