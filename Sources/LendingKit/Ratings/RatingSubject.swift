/// What a rating is about: a loan that has ended, or a gift that was handed over.
///
/// A gift makes no loan, so it is named by its request, the id printed when it is handed over.
///
/// ```swift
/// try db.rate(.loan(4), stars: 5, by: bob)
/// try db.rate(.gift(request: 9), stars: 4, text: "Thank you!", by: carol)
/// RatingSubject.loan(4).description   // "loan 4"
/// ```
public enum RatingSubject: Sendable, Hashable, CustomStringConvertible {
    /// Loan `id`, which must have ended (both return scans made).
    case loan(Int64)
    /// The gift handed over on request `request`.
    case gift(request: Int64)

    /// `loan 4` or `gift 9`.
    public var description: String {
        switch self {
        case let .loan(id): return "loan \(id)"
        case let .gift(request): return "gift \(request)"
        }
    }
}
