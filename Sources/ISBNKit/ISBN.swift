/// An International Standard Book Number, stored in its canonical 13-digit form.
///
/// Made from a scanned Bookland EAN-13 or from text a person typed, ISBN-10 or ISBN-13:
///
/// ```swift
/// let isbn = try ISBN(parsing: "ISBN 0-306-40615-2")
/// isbn.isbn13   // "9780306406157"
/// isbn.isbn10   // "0306406152"
/// let scanned = try ISBN(gtin13: "9791090636071")
/// scanned.isbn10 // nil: 979 numbers have no ISBN-10
/// ```
public struct ISBN: Hashable, Sendable, Comparable {
    /// The 13 digits, check digit included.
    public let isbn13: String

    /// An ISBN from a scanned EAN-13: a valid EAN-13 with prefix 978 or 979 (but not 979-0,
    /// which is an ISMN).
    public init(gtin13: String) throws(IdentifierError) {
        try GTINValidation.validate(gtin13, as: .ean13)
        guard gtin13.hasPrefix("978") || gtin13.hasPrefix("979") else { throw .notBookland(input: gtin13) }
        guard !gtin13.hasPrefix("9790") else { throw .ismn(input: gtin13) }
        self.init(validated: gtin13)
    }

    private init(validated digits: String) {
        isbn13 = digits
    }

    /// An ISBN from text: ISBN-10 or ISBN-13, optionally labelled (`ISBN`, `ISBN-10:`,
    /// `isbn13`), with spaces and hyphens anywhere, `x` or `X` as the ISBN-10 check character.
    public init(parsing text: String) throws(IdentifierError) {
        let digits = try ISBNText.digits(of: text)
        if digits.count == 10 {
            try ISBNText.requireISBN10Check(digits, input: text)
            self.init(validated: ISBN.isbn13(fromValidISBN10: digits))
        } else {
            do {
                try self.init(gtin13: digits)
            } catch {
                throw error.replacingInput(with: text)
            }
        }
    }

    /// The ISBN-10 form, or `nil` for 979 ISBNs, which have none.
    public var isbn10: String? {
        guard isbn13.hasPrefix("978") else { return nil }
        let payload = isbn13.dropFirst(3).dropLast()
        guard let check = CheckDigit.isbn10(payload: payload) else { return nil }
        return String(payload) + String(check)
    }

    /// Converts ISBN-10 text to ISBN-13 digits.
    ///
    /// ```swift
    /// try ISBN.isbn13(fromISBN10: "0-8044-2957-X")   // "9780804429573"
    /// ```
    public static func isbn13(fromISBN10 text: String) throws(IdentifierError) -> String {
        let digits = try ISBNText.digits(of: text)
        try DigitString.requireLength(digits, [10])
        try ISBNText.requireISBN10Check(digits, input: text)
        return isbn13(fromValidISBN10: digits)
    }

    /// Converts ISBN-13 text to ISBN-10; throws `.noISBN10` for 979 numbers.
    ///
    /// ```swift
    /// try ISBN.isbn10(fromISBN13: "978-0-306-40615-7")   // "0306406152"
    /// ```
    public static func isbn10(fromISBN13 text: String) throws(IdentifierError) -> String {
        let digits = try ISBNText.digits(of: text)
        try DigitString.requireLength(digits, [13])
        let isbn = try ISBN(parsing: text)
        guard let ten = isbn.isbn10 else { throw .noISBN10(input: text) }
        return ten
    }

    private static func isbn13(fromValidISBN10 digits: String) -> String {
        let payload = "978" + digits.dropLast()
        return payload + String(CheckDigit.gtin(payload: payload) ?? 0)
    }

    /// Orders by the 13 digits.
    public static func < (lhs: ISBN, rhs: ISBN) -> Bool { lhs.isbn13 < rhs.isbn13 }
}

extension ISBN: LosslessStringConvertible {
    /// Parses text as `init(parsing:)` does; `nil` if it is not a valid ISBN.
    public init?(_ description: String) {
        guard let isbn = try? ISBN(parsing: description) else { return nil }
        self = isbn
    }

    /// The 13 digits.
    public var description: String { isbn13 }
}

extension ISBN: Codable {
    /// Decodes from a string holding an ISBN-10 or ISBN-13, validating it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as the 13-digit string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isbn13)
    }
}
