/// A self-service checkout: the book and the loan it started, with its due date.
///
/// ```swift
/// let result = try db.checkout([.isbn(isbn)], member: session)
/// print(result.book.title, result.loan.dueDate?.description ?? "no due date")
/// ```
public struct CheckoutResult: Codable, Sendable, Equatable {
    /// The book borrowed.
    public let book: Book
    /// The loan, open, due when the library's policy says.
    public let loan: Loan

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, loan: Loan) {
        self.book = book
        self.loan = loan
    }
}
