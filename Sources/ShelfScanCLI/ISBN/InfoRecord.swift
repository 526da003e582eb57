import ISBNKit
import ShelfScan

/// Everything `shelfscan isbn info` knows about one input, as `--json` prints it.
struct InfoRecord: Encodable {
    /// What a UPC-A on a book means.
    static let upcANote = "possibly a book (US mass-market paperbacks carry a UPC-A and an EAN-5); ISBN not derivable"

    var input: String
    /// `ISBN`, `ISMN`, `ISSN`, `UPC-A` or `GTIN`.
    var kind: String
    var gtin13: String?
    var isbn: ISBNRecord?
    var ismn: ISMNRecord?
    /// The ISSN, hyphenated.
    var issn: String?
    /// The two digits after the ISSN in its barcode.
    var issnVariant: String?
    var note: String?
    var addOn: AddOnRecord?
    /// The range data behind `isbn`; absent for other kinds, which do not use it.
    var rangeData: RangeDataRecord?

    /// What is known about `number` and its add-on, with ISBNs looked up in `ranges`.
    init(input: String, number: BarcodeNumber, addOn: AddOn?, ranges: ISBNRanges) {
        self.input = input
        kind = number.kindName
        gtin13 = number.gtin13
        self.addOn = addOn.map(AddOnRecord.init)
        switch number {
        case let .isbn(value):
            isbn = ISBNRecord(value, input: nil, ranges: ranges)
            rangeData = RangeDataRecord(ranges)
        case let .ismn(value):
            ismn = ISMNRecord(value)
        case let .issn(value, variant):
            issn = value.hyphenated
            issnVariant = variant
        case .upcA:
            note = Self.upcANote
        case .otherGTIN:
            note = "not a book number"
        }
    }
}
