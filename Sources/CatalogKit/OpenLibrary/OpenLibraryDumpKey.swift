/// The shape of an Open Library key such as `/books/OL7361700M`: a path prefix naming the kind of
/// record, then an identifier of ASCII letters and digits.
///
/// Keys become primary keys and foreign keys in the catalogue, so anything else (spaces, slashes,
/// other scripts) is refused rather than stored.
///
/// ```swift
/// OpenLibraryDumpKey.isValid("/authors/OL18319A", prefix: OpenLibraryDumpKey.author)   // true
/// OpenLibraryDumpKey.isValid("/authors/", prefix: OpenLibraryDumpKey.author)           // false
/// ```
enum OpenLibraryDumpKey {
    static let edition = "/books/"
    static let work = "/works/"
    static let author = "/authors/"
    static let language = "/languages/"

    /// The longest identifier accepted after the prefix; real ones are about ten characters.
    static let maximumIdentifierLength = 32

    /// Whether `key` is `prefix` followed by 1–32 ASCII letters and digits.
    static func isValid(_ key: String, prefix: String) -> Bool {
        identifier(of: key, prefix: prefix) != nil
    }

    /// The part after `prefix` (`eng` of `/languages/eng`), or `nil` if `key` is not such a key.
    static func identifier(of key: String, prefix: String) -> Substring? {
        guard key.hasPrefix(prefix) else { return nil }
        let identifier = key.dropFirst(prefix.count)
        guard (1...maximumIdentifierLength).contains(identifier.utf8.count),
              identifier.utf8.allSatisfy({ isASCIILetterOrDigit($0) })
        else { return nil }
        return identifier
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "a")...UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
}
