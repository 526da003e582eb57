import ISBNKit

/// Everything known about a number from a book barcode and its add-on, as services and
/// `shelfscan isbn info --json` print it.
public struct InfoRecord: Codable, Sendable, Equatable {
    /// What a UPC-A on a book means.
    public static let upcANote = "possibly a book (US mass-market paperbacks carry a UPC-A and an EAN-5); ISBN not derivable"
    /// What `isbn info` says of a GTIN with a prefix from 20 to 29.
    public static let restrictedCirculationNote = "an organisation's own number (prefix 20-29), such as a ShelfScan book label"
        + " or a shop's price label; it means something only where it was issued"

    /// The input as given.
    public var input: String
    /// `ISBN`, `ISMN`, `ISSN`, `UPC-A` or `GTIN`.
    public var kind: String
    /// The number as a GTIN-13.
    public var gtin13: String?
    /// What is known about it as an ISBN.
    public var isbn: ISBNRecord?
    /// Its forms as an ISMN.
    public var ismn: ISMNRecord?
    /// The ISSN, hyphenated.
    public var issn: String?
    /// The two digits after the ISSN in its barcode.
    public var issnVariant: String?
    /// What the number is when it is no book number, or may be one.
    public var note: String?
    /// The add-on and what it says.
    public var addOn: AddOnRecord?
    /// The range data behind `isbn`; absent for other kinds, which do not use it.
    public var rangeData: RangeDataRecord?

    /// What is known about `number` and its add-on, with ISBNs looked up in `ranges`.
    public init(input: String, number: BarcodeNumber, addOn: AddOn?, ranges: ISBNRanges) {
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
        case .restrictedCirculation:
            note = Self.restrictedCirculationNote
        case .otherGTIN:
            note = "not a book number"
        }
    }
}
