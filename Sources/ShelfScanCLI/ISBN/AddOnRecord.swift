import ISBNKit

/// An add-on and what it says, as `--json` prints it.
struct AddOnRecord: Encodable {
    var digits: String
    /// `EAN-5` or `EAN-2`.
    var symbology: String
    /// A short phrase, e.g. `USD 19.95`, `no price`, `issue 7`.
    var meaning: String
    var price: BookPrice?
    var issue: Int?

    init(_ addOn: AddOn) {
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
