extension ISBN {
    /// The ISBN-13 with hyphens between its elements, e.g. `"978-0-306-40615-7"`, from
    /// `ISBNRanges.builtIn`; `nil` unless the number is in an allocated range (see `validity`).
    ///
    /// ```swift
    /// try ISBN(parsing: "9791090636071").hyphenated   // "979-10-90636-07-1"
    /// try ISBN(parsing: "9791200000006").hyphenated   // nil: 979-12-0… is not allocated
    /// ```
    public var hyphenated: String? { parts?.hyphenated }

    /// The ISBN-10 with hyphens, e.g. `"0-8044-2957-X"`, from `ISBNRanges.builtIn`; `nil` for 979
    /// ISBNs and numbers outside allocated ranges.
    public var isbn10Hyphenated: String? { parts?.isbn10Hyphenated }

    /// The ISBN split into its elements by `ISBNRanges.builtIn`; `nil` unless the number is in an
    /// allocated range.
    public var parts: ISBNParts? { ISBNRanges.builtIn.parts(of: self) }

    /// The name of the registration group in `ISBNRanges.builtIn`, e.g. `"English language"`,
    /// whether or not the number's range is allocated; `nil` if it is in no known group.
    public var registrationGroupName: String? { ISBNRanges.builtIn.group(of: self)?.name }

    /// How far `ISBNRanges.builtIn` vouches for this ISBN.
    public var validity: ISBNValidity { ISBNRanges.builtIn.validity(of: self) }

    /// The ISBN's position among all ISBNs for `RangeTable`: the nine digits after the prefix,
    /// plus 1,000,000,000 for 979. Reads the digits in place, allocating nothing.
    var rangeKey: UInt32 {
        withDigits { digits in
            // Offset 2 is the 8 of 978 or the 9 of 979.
            var key = UInt32(digits[2] - UInt8(ascii: "8"))
            for index in 3..<12 {
                key = key * 10 + UInt32(digits[index] - UInt8(ascii: "0"))
            }
            return key
        }
    }

    /// Calls `body` with the 13 ASCII digits of `isbn13`, in place when the string is stored
    /// contiguously, as strings made by this module are.
    func withDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = isbn13.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(isbn13.utf8).withUnsafeBufferPointer(body)
    }
}
