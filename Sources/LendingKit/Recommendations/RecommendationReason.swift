/// One reason a book is recommended to a borrower.
///
/// ```swift
/// RecommendationReason.sameAuthor("Ursula K. Le Guin").description   // same author Ursula K. Le Guin
/// RecommendationReason.borrowedAlongside(title: "Dune", people: 2).description
/// // borrowed by 2 people who also borrowed "Dune"
/// ```
public enum RecommendationReason: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `people` other borrowers of a book the borrower borrowed (`title`, matched by ISBN) borrowed this one.
    case borrowedAlongside(title: String, people: Int)
    /// The book shares this author (as the book spells it) with a book the borrower borrowed.
    case sameAuthor(String)
    /// The book shares this subject (as the book spells it) with a book the borrower borrowed.
    case sameSubject(String)

    /// The reason in words, e.g. `same subject Ecology`.
    public var description: String {
        switch self {
        case let .borrowedAlongside(title, people):
            return "borrowed by \(people) \(people == 1 ? "person" : "people") who also borrowed \"\(title)\""
        case let .sameAuthor(name):
            return "same author \(name)"
        case let .sameSubject(name):
            return "same subject \(name)"
        }
    }
}
