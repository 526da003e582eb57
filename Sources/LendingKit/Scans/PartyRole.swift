/// Which side of a request or loan the acting user is on.
public enum PartyRole: String, Codable, Sendable {
    /// The book's owner (the lender, or the giver of a gift).
    case owner
    /// The person who asked for the book.
    case borrower
}
