extension ISBNRanges {
    /// The range data compiled into the library (see `date` for its issue date), so hyphenation
    /// works with no file at hand; what `ISBN.hyphenated` and the other conveniences use.
    public static let builtIn = ISBNRanges(.builtIn, filePath: nil)
}
