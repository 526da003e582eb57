import ISBNKit

/// Which range data an answer came from, as services and `shelfscan isbn info --json` print it.
public struct RangeDataRecord: Codable, Sendable, Equatable {
    /// Whether the data is the copy built into ShelfScan.
    public var builtIn: Bool
    /// The file the data was read from; absent when built in.
    public var file: String?
    /// When the agency issued the data, as the file writes it.
    public var date: String

    /// The record of `ranges`.
    public init(_ ranges: ISBNRanges) {
        builtIn = ranges.filePath == nil
        file = ranges.filePath
        date = ranges.date
    }
}
