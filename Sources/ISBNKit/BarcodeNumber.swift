/// What the number of a retail barcode identifies, as far as books go: an ISBN (Bookland 978 and
/// 979, except 979-0), an ISMN (979-0), an ISSN (977), a UPC-A, a restricted circulation number
/// (20–29), or some other product.
///
/// US mass-market paperbacks carry a UPC-A with an EAN-5 add-on instead of their ISBN; no rule
/// derives the ISBN from that UPC-A, so it stays a `.upcA`.
///
/// ```swift
/// try BarcodeNumber(gtin13: "9780306406157")   // .isbn(9780306406157)
/// try BarcodeNumber(gtin13: "9790230671187")   // .ismn(9790230671187)
/// try BarcodeNumber(gtin13: "9770317847001")   // .issn(0317-8471, variant: "00")
/// try BarcodeNumber(gtin13: "0036000291452")   // .upcA("036000291452")
/// try BarcodeNumber(gtin13: "2900000000018")   // .restrictedCirculation("2900000000018")
/// try BarcodeNumber(gtin13: "4006381333931")   // .otherGTIN("4006381333931")
/// ```
public enum BarcodeNumber: Hashable, Sendable {
    /// A book: a Bookland EAN-13 outside 979-0, or ISBN text.
    case isbn(ISBN)
    /// Printed music: an EAN-13 starting with 979-0, or ISMN text.
    case ismn(ISMN)
    /// A serial: an EAN-13 starting with 977, with its two variant digits; or ISSN text, with none.
    case issn(ISSN, variant: String?)
    /// A 12-digit UPC-A (a GTIN-13 starting with 0): a book only if it is a US mass-market
    /// paperback, whose ISBN cannot be derived from it.
    case upcA(String)
    /// An EAN-13 with a prefix from 20 to 29, which GS1 leaves to each organisation to number its
    /// own things (a shop's weighed goods, a library's own book labels): meaningful only inside it.
    case restrictedCirculation(String)
    /// Any other valid EAN-13: not a book number.
    case otherGTIN(String)

    /// Identifies the digits of a scanned EAN-13 after validating them.
    public init(gtin13: String) throws(IdentifierError) {
        self.init(values: try GTINValidation.values(of: gtin13, as: .ean13))
    }

    /// Identifies 13 valid digit values by their prefix.
    init(values: [Int]) {
        let digits = Digits.string(values)
        if values.starts(with: [9, 7, 9, 0]) {
            self = .ismn(ISMN(uncheckedISMN13: digits))
        } else if values.starts(with: [9, 7, 8]) || values.starts(with: [9, 7, 9]) {
            self = .isbn(ISBN(uncheckedISBN13: digits))
        } else if values.starts(with: [9, 7, 7]) {
            self = .issn(ISSN(payload: values[3..<10]), variant: Digits.string(values[10..<12]))
        } else if values[0] == 0 {
            self = .upcA(String(digits.dropFirst()))
        } else if values[0] == 2 {
            self = .restrictedCirculation(digits)
        } else {
            self = .otherGTIN(digits)
        }
    }

    /// What kind of number it is: `"ISBN"`, `"ISMN"`, `"ISSN"`, `"UPC-A"`, `"RCN"` (restricted
    /// circulation number) or `"GTIN"`.
    public var kindName: String {
        switch self {
        case .isbn: return "ISBN"
        case .ismn: return "ISMN"
        case .issn: return "ISSN"
        case .upcA: return "UPC-A"
        case .restrictedCirculation: return "RCN"
        case .otherGTIN: return "GTIN"
        }
    }

    /// The number as an EAN-13, or `nil` for an ISSN typed without its barcode's variant digits.
    public var gtin13: String? {
        switch self {
        case let .isbn(isbn): return isbn.isbn13
        case let .ismn(ismn): return ismn.ismn13
        case let .issn(issn, variant): return variant.flatMap { try? issn.gtin13(variant: $0) }
        case let .upcA(digits): return "0" + digits
        case let .restrictedCirculation(digits), let .otherGTIN(digits): return digits
        }
    }

    /// Whether the number has the Bookland prefix 978 or 979, ISMNs included.
    public var isBookland: Bool {
        gtin13.map { $0.hasPrefix("978") || $0.hasPrefix("979") } ?? false
    }
}
