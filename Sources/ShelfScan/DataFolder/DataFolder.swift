import Foundation

/// Where ShelfScan keeps a user's files: `$XDG_DATA_HOME/shelfscan`, or `~/.local/share/shelfscan`
/// when `XDG_DATA_HOME` is unset or relative, as the XDG base directory specification asks.
///
/// The one place that decides the default lending database, book catalogue and ISBN range file.
///
/// ```swift
/// DataFolder(xdgDataHome: nil, home: "/home/ann")?.lendingDatabase
/// // "/home/ann/.local/share/shelfscan/lending.sqlite"
/// ```
public struct DataFolder: Sendable, Equatable {
    /// The database file's name in the folder.
    public static let lendingDatabaseName = "lending.sqlite"
    /// The range file's name in the folder.
    public static let rangeFileName = "RangeMessage.xml"
    /// The local book catalogue's name in the folder.
    public static let catalogDatabaseName = "catalog.sqlite"

    /// The folder, e.g. `/home/ann/.local/share/shelfscan`.
    public let path: String

    /// The folder for these values of `XDG_DATA_HOME` and `HOME`; `nil` when neither gives one.
    /// Empty values count as unset.
    public init?(xdgDataHome: String?, home: String?) {
        if let xdgDataHome, xdgDataHome.hasPrefix("/") {
            path = xdgDataHome + "/shelfscan"
        } else if let home, !home.isEmpty {
            path = home + "/.local/share/shelfscan"
        } else {
            return nil
        }
    }

    /// The folder the process's environment gives, read now.
    public static var current: DataFolder? {
        let environment = ProcessInfo.processInfo.environment
        return DataFolder(xdgDataHome: environment["XDG_DATA_HOME"], home: environment["HOME"])
    }

    /// The lending database the commands use when none is named.
    public var lendingDatabase: String { path + "/" + Self.lendingDatabaseName }

    /// The local book catalogue the commands use when none is named.
    public var catalogDatabase: String { path + "/" + Self.catalogDatabaseName }

    /// Where a newer `RangeMessage.xml` than the built-in data is looked for.
    public var rangeFile: String { path + "/" + Self.rangeFileName }
}
