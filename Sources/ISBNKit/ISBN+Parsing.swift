extension ISBN {
    /// An ISBN from text a person typed or pasted: an ISBN-10 or ISBN-13.
    ///
    /// Accepted: an optional leading label (`ISBN`, `ISBN:`, `ISBN-10`, `isbn13:`, `ISBN 13:` …,
    /// any letter case), spaces anywhere, hyphens between digits, and `x` or `X` as the ISBN-10
    /// check character. Errors quote `text` and count positions in it from 1.
    ///
    /// ```swift
    /// try ISBN(parsing: "ISBN 0-306-40615-2").isbn13   // "9780306406157"
    /// try ISBN(parsing: "0-8044-2957-x").isbn13        // "9780804429573"
    /// try ISBN(parsing: "978-0-306-4O615-7")
    /// // throws: 978-0-306-4O615-7: character 'O' at position 12 is not a digit
    /// ```
    public init(parsing text: String) throws(IdentifierError) {
        try self.init(reading: IdentifierText(text, lengths: [10, 13]))
    }

    /// Parses `description` as `init(parsing:)` does; `nil` if it is not a valid ISBN.
    ///
    /// ```swift
    /// ISBN("978-0-306-40615-7")   // 9780306406157
    /// ISBN("hello")               // nil
    /// ```
    public init?(_ description: String) {
        guard let isbn = try? ISBN(parsing: description) else { return nil }
        self = isbn
    }

    /// The ISBN-13 digits for ISBN-10 text; the same text rules as `init(parsing:)`, but 13-digit
    /// input throws `.wrongLength`.
    ///
    /// ```swift
    /// try ISBN.isbn13(fromISBN10: "0-8044-2957-X")   // "9780804429573"
    /// ```
    public static func isbn13(fromISBN10 text: String) throws(IdentifierError) -> String {
        try ISBN(reading: IdentifierText(text, lengths: [10])).isbn13
    }

    /// The ISBN-10 for ISBN-13 text; throws `.noISBN10` for ISBNs starting with 979, and
    /// `.wrongLength` for 10-digit input.
    ///
    /// ```swift
    /// try ISBN.isbn10(fromISBN13: "978-0-306-40615-7")   // "0306406152"
    /// try ISBN.isbn10(fromISBN13: "979-10-90636-07-1")   // throws .noISBN10
    /// ```
    public static func isbn10(fromISBN13 text: String) throws(IdentifierError) -> String {
        let isbn = try ISBN(reading: IdentifierText(text, lengths: [13]))
        guard let isbn10 = isbn.isbn10 else { throw .noISBN10(input: text) }
        return isbn10
    }

    /// The other form of ISBN text: the ISBN-13 of an ISBN-10, the ISBN-10 of an ISBN-13; the
    /// same text rules as `init(parsing:)`.
    ///
    /// ```swift
    /// try ISBN.convert("0-8044-2957-X")       // "9780804429573"
    /// try ISBN.convert("978-0-306-40615-7")   // "0306406152"
    /// try ISBN.convert("9791090636071")       // throws .noISBN10
    /// ```
    public static func convert(_ text: String) throws(IdentifierError) -> String {
        let identifier = try IdentifierText(text, lengths: [10, 13])
        let isbn = try ISBN(reading: identifier)
        if identifier.values.count == 10 { return isbn.isbn13 }
        guard let isbn10 = isbn.isbn10 else { throw .noISBN10(input: text) }
        return isbn10
    }

    /// An ISBN from text already read: ten values are an ISBN-10, any other number an ISBN-13.
    init(reading text: IdentifierText) throws(IdentifierError) {
        if text.values.count == 10 {
            try self.init(isbn10Values: text.values, input: text.input)
        } else {
            try self.init(isbn13Values: text.values, input: text.input)
        }
    }
}
