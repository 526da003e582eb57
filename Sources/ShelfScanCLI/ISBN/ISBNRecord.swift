import ISBNKit
import ShelfScan

/// What is known about one ISBN, as `--json` prints it.
struct ISBNRecord: Encodable {
    var input: String?
    var isbn13: String
    var isbn10: String?
    var hyphenated: String?
    var isbn10Hyphenated: String?
    var registrationGroup: String?
    /// `allocated`, `knownGroup` or `wellFormed`.
    var validity: String

    /// What `ranges` says about `isbn`.
    init(_ isbn: ISBN, input: String?, ranges: ISBNRanges) {
        self.input = input
        isbn13 = isbn.isbn13
        isbn10 = isbn.isbn10
        let parts = ranges.parts(of: isbn)
        hyphenated = parts?.hyphenated
        isbn10Hyphenated = parts?.isbn10Hyphenated
        registrationGroup = ranges.group(of: isbn)?.name
        validity = ranges.validity(of: isbn).name
    }
}

extension ISBNValidity {
    /// The name of the level in JSON output: `allocated`, `knownGroup` or `wellFormed`.
    var name: String {
        switch self {
        case .allocated: return "allocated"
        case .knownGroup: return "knownGroup"
        case .wellFormed: return "wellFormed"
        }
    }
}
