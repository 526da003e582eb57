import BarcodeKit
import ISBNKit

/// Item numbers for the test images, completed with their check digits so none is mistyped.
enum Numbers {
    /// `payload` followed by its GS1 check digit.
    static func gtin(_ payload: String) -> String {
        guard let check = CheckDigit.gtin(payload: payload) else {
            preconditionFailure("\(payload) is not a digit string")
        }
        return payload + String(check)
    }

    /// The 8-digit UPC-E for number system and six data digits `body` (7 digits): the check digit
    /// is the one of the UPC-A it abbreviates, found as the only one the encoder accepts.
    static func upcE(_ body: String) -> String {
        for check in 0...9 where (try? EANSymbol(symbology: .upcE, digits: body + String(check))) != nil {
            return body + String(check)
        }
        preconditionFailure("\(body) has no valid UPC-E check digit")
    }

    static let isbnA = gtin("978030640615")
    static let isbnB = gtin("978014103614")
    static let isbnC = gtin("978186197271")
    static let isbnD = gtin("978374571530")
    static let isbnE = gtin("979102570130")
    static let isbnF = gtin("978039331604")
    static let isbnG = gtin("979865412345")
    static let isbnH = gtin("978020161622")
    static let issn = gtin("977136174500")
    static let upcA = gtin("03600029145")
    static let upcB = gtin("07123456789")
    static let upcC = gtin("04210000526")
    static let upcEA = upcE("0123456")
    static let upcEB = upcE("0425261")
    static let upcEC = upcE("1987654")
    static let ean8A = gtin("9638507")
    static let ean8B = gtin("5512345")
    static let storeCode = gtin("200123400859")
}
