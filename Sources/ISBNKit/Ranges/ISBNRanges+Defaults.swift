extension ISBNRanges {
    /// The range data compiled into the library (see `date` for its issue date), so hyphenation
    /// works with no file at hand.
    public static let builtIn = ISBNRanges(.builtIn, filePath: nil)

    /// The table the `ISBN` conveniences use: the file at `defaultFilePath` if there is one and it
    /// reads cleanly, otherwise `builtIn`. Decided once, on first use.
    ///
    /// A broken file is passed over silently here; `load(preferring:)` reports why.
    public static let current: ISBNRanges = (try? load(preferring: defaultFilePath)) ?? builtIn

    /// Where a newer `RangeMessage.xml` is looked for: `$XDG_DATA_HOME/shelfscan/RangeMessage.xml`,
    /// or `~/.local/share/shelfscan/RangeMessage.xml` when `XDG_DATA_HOME` is unset.
    public static var defaultFilePath: String? {
        defaultFilePath(xdgDataHome: RangeFile.environment("XDG_DATA_HOME"), home: RangeFile.environment("HOME"))
    }

    /// The default file location for the given `XDG_DATA_HOME` and `HOME` values.
    ///
    /// As the XDG base directory specification asks, a relative `XDG_DATA_HOME` is ignored.
    ///
    /// ```swift
    /// ISBNRanges.defaultFilePath(xdgDataHome: nil, home: "/home/ann")
    /// // "/home/ann/.local/share/shelfscan/RangeMessage.xml"
    /// ```
    public static func defaultFilePath(xdgDataHome: String?, home: String?) -> String? {
        let dataHome: String
        if let xdgDataHome, xdgDataHome.hasPrefix("/") {
            dataHome = xdgDataHome
        } else if let home, !home.isEmpty {
            dataHome = home + "/.local/share"
        } else {
            return nil
        }
        return dataHome + "/shelfscan/RangeMessage.xml"
    }

    /// The table from the file at `path` if something is there, else `builtIn`.
    ///
    /// ```swift
    /// let ranges = try ISBNRanges.load(preferring: ISBNRanges.defaultFilePath)
    /// print(ranges.filePath ?? "built in", ranges.date)
    /// ```
    public static func load(preferring path: String?) throws(RangeMessageError) -> ISBNRanges {
        guard let path, RangeFile.exists(path) else { return builtIn }
        return try ISBNRanges(contentsOf: path)
    }
}
