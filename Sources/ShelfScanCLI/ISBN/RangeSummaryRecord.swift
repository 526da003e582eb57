import ISBNKit
import ShelfScan

/// What `shelfscan isbn ranges` says about range data: where it came from, when and by whom it
/// was issued, and how much it holds.
struct RangeSummaryRecord: Encodable {
    /// Whether the data is the copy built into ShelfScan.
    var builtIn: Bool
    /// The file the data was read from; absent when built in.
    var file: String?
    /// When the agency issued the data, as the file writes it.
    var date: String
    /// The message's identifier.
    var serialNumber: String
    /// Who issued the data, e.g. `International ISBN Agency`.
    var messageSource: String
    /// The number of Bookland prefixes (978, 979).
    var prefixes: Int
    /// The number of registration groups.
    var groups: Int
    /// The number of rules of the prefixes and the groups together.
    var rules: Int

    init(_ ranges: ISBNRanges) {
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

    /// One `name: value` line per fact.
    var text: String {
        """
        source: \(file ?? ISBNRanges.builtInSourceName)
        issued by: \(messageSource)
        date: \(date)
        serial number: \(serialNumber)
        prefixes: \(prefixes)
        registration groups: \(groups)
        rules: \(rules)
        """
    }
}
