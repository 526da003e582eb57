import ISBNKit

/// A ShelfScan label: an EAN-13 in GS1's restricted circulation range (prefix 20 to 29), stuck on a
/// book that has no barcode of its own, or on one copy of several with the same ISBN, so that a
/// scan names that one book.
///
/// The store issues labels `29` + a ten-digit serial + check digit, one serial after the other,
/// never the same twice in one database (removed books keep theirs). A scan reads any number of
/// the range as a label and looks for the book that carries it; a picture's label that no book
/// carries, such as a shop's price sticker, is passed over (`ScanTarget.shown`).
///
/// ```swift
/// let label = try BookLabel(parsing: "2900000000018")
/// label.digits                    // "2900000000018"
/// BookLabel(issuedSerial: 1)      // 2900000000018
/// try BookLabel(parsing: "9780306406157")   // throws .notALabel
/// ```
public struct BookLabel: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The prefix of the labels the store issues.
    public static let issuedPrefix = "29"
    /// The largest serial an issued label can carry.
    public static let maximumSerial: Int64 = 9_999_999_999

    /// The 13 digits, check digit included.
    public let digits: String

    /// The label with 13 digits `digits`: a valid EAN-13 whose first digit is 2.
    ///
    /// - Throws: `.invalid` for a malformed number or a wrong check digit, `.notALabel` for a
    ///   valid EAN-13 of another kind.
    public init(parsing digits: String) throws(BookCodeError) {
        let number: BarcodeNumber
        do {
            number = try BarcodeNumber(gtin13: digits)
        } catch {
            throw .invalid(error)
        }
        guard case let .restrictedCirculation(checked) = number else {
            throw .notALabel(digits)
        }
        self.digits = checked
    }

    /// Digits known to be a valid restricted circulation number.
    init(uncheckedDigits digits: String) {
        self.digits = digits
    }

    /// The label the store issues with serial `serial`; `nil` outside 1…`maximumSerial`.
    public init?(issuedSerial serial: Int64) {
        guard (1...Self.maximumSerial).contains(serial) else { return nil }
        let number = String(serial)
        let payload = Self.issuedPrefix + String(repeating: "0", count: 10 - number.count) + number
        guard let check = CheckDigit.gtin(payload: payload) else { return nil }
        self.init(uncheckedDigits: payload + String(check))
    }

    /// The serial of an issued label, or `nil` for a label of another prefix.
    public var issuedSerial: Int64? {
        guard digits.hasPrefix(Self.issuedPrefix) else { return nil }
        return Int64(digits.dropFirst(Self.issuedPrefix.count).dropLast())
    }

    /// The 13 digits.
    public var description: String { digits }

    /// Orders by digits.
    public static func < (lhs: BookLabel, rhs: BookLabel) -> Bool { lhs.digits < rhs.digits }

    /// Decodes the 13 digits, checking them.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the 13 digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }
}
