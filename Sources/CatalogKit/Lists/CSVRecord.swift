/// One record of a CSV or tab-separated file: its fields, and the line it starts on (a quoted
/// field may hold newlines, so a record can span several lines).
struct CSVRecord: Sendable, Equatable {
    /// The 1-based number of the line the record starts on.
    var line: Int
    /// The fields, quotes removed and doubled quotes undone.
    var fields: [String]

    /// Whether every field is empty or spaces, as the rows a spreadsheet leaves after the last book.
    var isBlank: Bool {
        fields.allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }
}
