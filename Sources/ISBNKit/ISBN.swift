/// An International Standard Book Number, stored in its canonical 13-digit form.
///
/// Made from a scanned Bookland EAN-13, or from text a person typed (ISBN-10 or ISBN-13), so two
/// ISBNs are equal whichever form they were written in:
///
/// ```swift
/// let typed = try ISBN(parsing: "ISBN 0-306-40615-2")
/// let scanned = try ISBN(gtin13: "9780306406157")
/// typed == scanned                                   // true
/// typed.isbn10                                       // "0306406152"
/// try ISBN(gtin13: "9791090636071").isbn10           // nil: 979 ISBNs have no ISBN-10
/// ```
public struct ISBN: Hashable, Sendable, Codable, LosslessStringConvertible, Comparable {
    /// The 13 digits, check digit included, e.g. `"9780306406157"`.
    public let isbn13: String

    /// An ISBN from the digits of a scanned EAN-13.
    ///
    /// `gtin13` must be exactly 13 ASCII digits with a correct check digit and the Bookland prefix
    /// 978 or 979. A 979-0 number throws `.ismn`; any other prefix throws `.notBookland`.
    ///
    /// ```swift
    /// try ISBN(gtin13: "9780306406157")   // 978-0-306-40615-7
    /// try ISBN(gtin13: "4006381333931")   // throws .notBookland
    /// ```
    public init(gtin13: String) throws(IdentifierError) {
        // A valid number is checked in place and kept as given; only a doubtful one takes the
        // slower reading that names what is wrong.
        if gtin13.utf8.withContiguousStorageIfAvailable(Self.isValidISBN13) == true {
            self.init(uncheckedISBN13: gtin13)
        } else {
            try self.init(isbn13Values: GTINValidation.values(of: gtin13, as: .ean13), input: gtin13)
        }
    }

    /// An ISBN from 13 ASCII digits already known to be a valid ISBN-13.
    init(uncheckedISBN13 digits: String) {
        isbn13 = digits
    }

    /// An ISBN from 13 digit values, after checking the check digit and the prefix.
    init(isbn13Values values: [Int], input: String) throws(IdentifierError) {
        try CheckDigit.verify(values, expected: CheckDigit.gtin(values: values.dropLast()), input: input)
        try Self.requireBookland(values, input: input)
        isbn13 = Digits.string(values)
    }

    /// An ISBN from 10 digit values (the last may be 10 for `X`), after checking the check digit.
    init(isbn10Values values: [Int], input: String) throws(IdentifierError) {
        let payload = values.dropLast()
        try CheckDigit.verify(values, expected: CheckDigit.modulo11(values: payload), input: input)
        let body = [9, 7, 8] + payload
        isbn13 = Digits.string(body + [CheckDigit.gtin(values: body)])
    }

    /// The ISBN-10 form, e.g. `"080442957X"`, or `nil` for ISBNs starting with 979, which have none.
    public var isbn10: String? {
        guard isbn13.hasPrefix("978") else { return nil }
        // isbn13 holds only ASCII digits, so each byte maps straight to its value.
        let payload = isbn13.utf8.dropFirst(3).dropLast().map { Int($0) - 0x30 }
        return Digits.string(payload + [CheckDigit.modulo11(values: payload)])
    }

    /// The 13 digits, as in `isbn13`; `ISBN(_:)` reads it back.
    public var description: String { isbn13 }

    /// Orders by the 13 digits, which is numeric order.
    public static func < (lhs: ISBN, rhs: ISBN) -> Bool { lhs.isbn13 < rhs.isbn13 }

    /// Whether `bytes` are the 13 ASCII digits of an ISBN: check digit right, 978 or 979 but not 979-0.
    private static func isValidISBN13(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 13 && bytes[0] == UInt8(ascii: "9") && bytes[1] == UInt8(ascii: "7")
            && (bytes[2] == UInt8(ascii: "8") || (bytes[2] == UInt8(ascii: "9") && bytes[3] != UInt8(ascii: "0")))
            && CheckDigit.isValidGTIN(bytes)
    }

    /// Throws unless `values` starts with 978 or 979 and is not an ISMN (979-0).
    private static func requireBookland(_ values: [Int], input: String) throws(IdentifierError) {
        guard values.starts(with: [9, 7, 8]) || values.starts(with: [9, 7, 9]) else {
            throw .notBookland(input: input)
        }
        guard !values.starts(with: [9, 7, 9, 0]) else { throw .ismn(input: input) }
    }
}
