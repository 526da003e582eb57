extension BarcodeNumber {
    /// Identifies a number a person typed, by its label or else its shape:
    ///
    /// - an `ISSN` label, or eight characters (digits, the last perhaps `X`): an ISSN;
    /// - an `ISMN` label, or a leading `M`: an ISMN;
    /// - an `ISBN` label, or ten characters: an ISBN;
    /// - twelve digits: a UPC-A; thirteen: identified by prefix, as `init(gtin13:)` does.
    ///
    /// Spaces and hyphens between digits are allowed throughout; errors come from the reading chosen.
    ///
    /// ```swift
    /// try BarcodeNumber(parsing: "ISSN 2434-561X")     // .issn(2434-561X, variant: nil)
    /// try BarcodeNumber(parsing: "M-2306-7118-7")      // .ismn(9790230671187)
    /// try BarcodeNumber(parsing: "0-306-40615-2")      // .isbn(9780306406157)
    /// try BarcodeNumber(parsing: "977-0317-847-00-1")  // .issn(0317-8471, variant: "00")
    /// try BarcodeNumber(parsing: "9780306406158")      // throws: 9780306406158: check digit should be 7
    /// ```
    public init(parsing text: String) throws(IdentifierError) {
        let label = IdentifierText.label(of: text, among: [.isbn, .issn, .ismn])
        let characters = Self.characterCount(of: text)
        if label == IdentifierText.Format.issn.label || (label == nil && characters == 8) {
            self = .issn(try ISSN(parsing: text), variant: nil)
        } else if label == IdentifierText.Format.ismn.label || Self.startsWithM(text) {
            self = .ismn(try ISMN(parsing: text))
        } else if label == IdentifierText.Format.isbn.label || characters == 10 {
            self = .isbn(try ISBN(parsing: text))
        } else {
            try self.init(gtinText: IdentifierText(text, lengths: [8, 10, 12, 13]))
        }
    }

    /// A 12-digit UPC-A or 13-digit EAN-13 after checking its check digit.
    private init(gtinText identifier: IdentifierText) throws(IdentifierError) {
        let values = identifier.values.count == 12 ? [0] + identifier.values : identifier.values
        // Eight and ten characters were sent to the ISSN and ISBN readings; this keeps it so.
        guard values.count == 13 else {
            throw .wrongLength(input: identifier.input, length: identifier.values.count, expected: [12, 13])
        }
        try CheckDigit.verify(values, expected: CheckDigit.gtin(values: values.dropLast()), input: identifier.input)
        self.init(values: values)
    }

    /// How many ASCII digits and `X`s `text` holds, wherever they stand.
    private static func characterCount(of text: String) -> Int {
        text.utf8.reduce(0) { count, byte in
            let isCounted = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "x")
            return count + (isCounted ? 1 : 0)
        }
    }

    private static func startsWithM(_ text: String) -> Bool {
        let first = text.first { !$0.isWhitespace }
        return first == "M" || first == "m"
    }
}
