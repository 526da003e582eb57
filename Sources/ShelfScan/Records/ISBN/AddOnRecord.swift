import ISBNKit

/// An add-on and what it says, as services and `shelfscan isbn info --json` print it.
public struct AddOnRecord: Codable, Sendable, Equatable {
    /// The add-on's digits.
    public var digits: String
    /// `EAN-5` or `EAN-2`.
    public var symbology: String
    /// A short phrase, e.g. `USD 19.95`, `no price`, `issue 7`.
    public var meaning: String
    /// The price an EAN-5 gives.
    public var price: BookPrice?
    /// The issue number an EAN-2 gives.
    public var issue: Int?

    /// The record of `addOn`.
    public init(_ addOn: AddOn) {
        digits = addOn.digits
        symbology = addOn.digits.count == 5 ? "EAN-5" : "EAN-2"
        meaning = addOn.meaning.description
        switch addOn.meaning {
        case let .price(price): self.price = price
        case let .issue(number): issue = number
        default: break
        }
    }
}
