import ISBNKit

/// What range data is: where it came from, when and by whom it was issued, and how much it holds,
/// as services and `shelfscan isbn ranges --json` print it.
public struct RangeSummaryRecord: Codable, Sendable, Equatable {
    /// Whether the data is the copy built into ShelfScan.
    public var builtIn: Bool
    /// The file the data was read from; absent when built in.
    public var file: String?
    /// When the agency issued the data, as the file writes it.
    public var date: String
    /// The message's identifier.
    public var serialNumber: String
    /// Who issued the data, e.g. `International ISBN Agency`.
    public var messageSource: String
    /// The number of Bookland prefixes (978, 979).
    public var prefixes: Int
    /// The number of registration groups.
    public var groups: Int
    /// The number of rules of the prefixes and the groups together.
    public var rules: Int

    /// The summary of `ranges`.
    public init(_ ranges: ISBNRanges) {
        let message = ranges.message
        builtIn = ranges.filePath == nil
        file = ranges.filePath
        date = message.date
        serialNumber = message.serialNumber
        messageSource = message.source
        prefixes = message.prefixes.count
        groups = message.groups.count
        rules = message.prefixes.reduce(0) { $0 + $1.rules.count } + message.groups.reduce(0) { $0 + $1.rules.count }
    }
}
