import CZBar
import ISBNKit

/// Turns zbar's main-code symbols into `Barcode` values, checking each number again with ISBNKit.
enum SymbolConversion {
    static func symbology(of type: zbar_symbol_type_t) -> Symbology? {
        switch type {
        case ZBAR_EAN13: return .ean13
        case ZBAR_UPCA: return .upcA
        case ZBAR_UPCE: return .upcE
        case ZBAR_EAN8: return .ean8
        default: return nil
        }
    }

    static func zbarType(of symbology: Symbology) -> zbar_symbol_type_t {
        switch symbology {
        case .ean13: return ZBAR_EAN13
        case .upcA: return ZBAR_UPCA
        case .upcE: return ZBAR_UPCE
        case .ean8: return ZBAR_EAN8
        }
    }

    static func kind(of symbology: Symbology) -> GTINKind {
        switch symbology {
        case .ean13: return .ean13
        case .upcA: return .upcA
        case .upcE: return .upcE
        case .ean8: return .ean8
        }
    }

    /// The barcode for `symbol`, or `nil` when it is not a main code or its digits fail the check.
    static func barcode(from symbol: ZBarSymbol, addOn: String?) -> Barcode? {
        guard let symbology = symbology(of: symbol.type),
              let gtin13 = try? GTIN13.normalize(symbol.data, as: kind(of: symbology)) else { return nil }
        return Barcode(symbology: symbology, digits: symbol.data, gtin13: gtin13, addOn: addOn,
                       bounds: symbol.bounds, confidence: symbol.quality)
    }
}
