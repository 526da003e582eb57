import ISBNKit

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

    init(_ isbn: ISBN, input: String?) {
        self.input = input
        isbn13 = isbn.isbn13
        isbn10 = isbn.isbn10
        let parts = isbn.parts
        hyphenated = parts?.hyphenated
        isbn10Hyphenated = parts?.isbn10Hyphenated
        registrationGroup = isbn.registrationGroupName
        validity = "\(isbn.validity.name)"
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
