/// A book shown at a checkout station that the member already has: the station offers to renew
/// its loan instead.
///
/// ```swift
/// if case let .offeringRenewal(_, offer) = station.state { print("renew \(offer.title)?") }
/// ```
public struct RenewalOffer: Sendable, Hashable {
    /// The member's open loan of the book.
    public var loanID: Int64
    /// The book's title.
    public var title: String
    /// The code shown.
    public var code: String

    /// An offer to renew loan `loanID` of `title`.
    public init(loanID: Int64, title: String, code: String) {
        self.loanID = loanID
        self.title = title
        self.code = code
    }
}
