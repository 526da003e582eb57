import ISBNKit

/// The forms of an ISMN, as `--json` prints them.
struct ISMNRecord: Encodable {
    var ismn13: String
    var ismn10: String
    var hyphenated: String
    var ismn10Hyphenated: String

    init(_ ismn: ISMN) {
        ismn13 = ismn.ismn13
        ismn10 = ismn.ismn10
        hyphenated = ismn.hyphenated
        ismn10Hyphenated = ismn.ismn10Hyphenated
    }
}
