/// A row of a borrower's lists: a book they asked for, were accepted for, or are borrowing.
///
/// ```swift
/// for entry in try db.borrowerEntries(of: bob, in: [.accepted]) {
///     print(entry.book.title, entry.owner, entry.request.pickup?.address ?? "")
/// }
/// ```
public struct BorrowerEntry: Codable, Sendable, Equatable {
    /// The list it is in.
    public let list: BorrowerList
    /// The book.
    public let book: Book
    /// The owner's username (the lender's, for a loan).
    public let owner: String
    /// The borrower's request (with the pickup location once accepted).
    public let request: BookRequest
    /// The open loan, in the borrowed list.
    public let loan: Loan?

    /// Builds one from its parts, as services and tests do.
    public init(list: BorrowerList, book: Book, owner: String, request: BookRequest, loan: Loan?) {
        self.list = list
        self.book = book
        self.owner = owner
        self.request = request
        self.loan = loan
    }

    /// The scans of the handover (accepted) or return (borrowed) under way; `nil` for a request.
    public var scans: ScanProgress? {
        switch list {
        case .requested: return nil
        case .accepted: return ScanProgress(handoverOf: request)
        case .borrowed: return loan.map(ScanProgress.init(returnOf:))
        }
    }
}
