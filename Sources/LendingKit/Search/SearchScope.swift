/// Which books a search looks at.
public enum SearchScope: Sendable, Equatable {
    /// Books that can be requested: `available` or `requested` (the default).
    case requestable
    /// Books that cannot be requested now: `borrowed`, and `accepted` for the searcher's own swaps.
    case unavailable

    /// The statuses in the scope.
    var statuses: [BookStatus] {
        switch self {
        case .requestable: return [.available, .requested]
        case .unavailable: return [.accepted, .borrowed]
        }
    }

    /// Whether the scope holds accepted books, which a search shows only to those who may find
    /// them (`Disclosure`).
    var holdsAcceptedBooks: Bool { statuses.contains(.accepted) }

    /// The FTS5 words the full-text index holds (in `book.searchScope`) for books that cannot be
    /// requested: letters and a digit, which no title or description holds as one word.
    ///
    /// Requestable books, most of a library, hold none: FTS5 walks both word lists of an `AND`
    /// in step, so ANDing a word that nearly every book holds made a search for a rare word read
    /// all 100,000 entries (4 ms); `NOT` one of the few others costs a lookup per match (1.3 ms for
    /// 15,000 matches), both measured with the sqlite3 shell on the lending benchmark's store.
    static let unavailableWord = "scope0unavailable"
    /// See `unavailableWord`: the word of removed books, which no search finds.
    static let removedWord = "scope0removed"

    /// What follows the keywords in the FTS5 query, keeping the matches to this scope.
    var matchClause: String {
        switch self {
        case .requestable: return "NOT (\(Self.unavailableWord) OR \(Self.removedWord))"
        case .unavailable: return "AND \(Self.unavailableWord)"
        }
    }
}
