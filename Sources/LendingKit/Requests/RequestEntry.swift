/// A request on one of the owner's books, with the requester's username.
///
/// ```swift
/// try db.requests(onBook: book.id, by: alice).map(\.borrower)   // ["bob", "carol"]
/// ```
public struct RequestEntry: Codable, Sendable, Equatable {
    /// The request.
    public let request: BookRequest
    /// The requester's username.
    public let borrower: String

    /// Builds one from its parts, as services and tests do.
    public init(request: BookRequest, borrower: String) {
        self.request = request
        self.borrower = borrower
    }
}
