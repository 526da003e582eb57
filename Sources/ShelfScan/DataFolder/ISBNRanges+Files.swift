import Foundation
import ISBNKit

extension ISBNRanges {
    /// A table for the range data in the file at `path`.
    ///
    /// ```swift
    /// let ranges = try ISBNRanges(contentsOf: "RangeMessage.xml")
    /// ranges.filePath   // "RangeMessage.xml"
    /// ```
    public init(contentsOf path: String) throws(RangeMessageError) {
        self.init(try ISBNRangeMessage(contentsOf: path), filePath: path)
    }

    /// The table from the file at `defaultFilePath` if there is one and it reads cleanly,
    /// otherwise `builtIn`; decided once, on first use.
    ///
    /// A broken file is passed over silently here; `load(preferring:)` reports why.
    public static let current: ISBNRanges = (try? load(preferring: defaultFilePath)) ?? builtIn

    /// Where a newer `RangeMessage.xml` is looked for: `rangeFile` of the current `DataFolder`.
    public static var defaultFilePath: String? {
        DataFolder.current?.rangeFile
    }

    /// The default file location for the given `XDG_DATA_HOME` and `HOME` values.
    ///
    /// ```swift
    /// ISBNRanges.defaultFilePath(xdgDataHome: nil, home: "/home/ann")
    /// // "/home/ann/.local/share/shelfscan/RangeMessage.xml"
    /// ```
    public static func defaultFilePath(xdgDataHome: String?, home: String?) -> String? {
        DataFolder(xdgDataHome: xdgDataHome, home: home)?.rangeFile
    }

    /// The table from the file at `path` if something is there, else `builtIn`.
    ///
    /// ```swift
    /// let ranges = try ISBNRanges.load(preferring: ISBNRanges.defaultFilePath)
    /// print(ranges.filePath ?? "built in", ranges.date)
    /// ```
    public static func load(preferring path: String?) throws(RangeMessageError) -> ISBNRanges {
        guard let path, FileManager.default.fileExists(atPath: path) else { return builtIn }
        return try ISBNRanges(contentsOf: path)
    }
}
