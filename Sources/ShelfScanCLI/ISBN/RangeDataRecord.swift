import ISBNKit
import ShelfScan

/// Which range data an answer came from, as `--json` prints it.
struct RangeDataRecord: Encodable {
    /// Whether the data is the copy built into ShelfScan.
    var builtIn: Bool
    /// The file the data was read from; absent when built in.
    var file: String?
    /// When the agency issued the data, as the file writes it.
    var date: String

    init(_ ranges: ISBNRanges) {
        builtIn = ranges.filePath == nil
        file = ranges.filePath
        date = ranges.date
    }
}
