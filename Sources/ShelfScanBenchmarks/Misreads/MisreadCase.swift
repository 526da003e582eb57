import BarcodeKit
import ISBNKit

/// The kinds of symbol the misread benchmark draws, in equal shares: one row of its report each.
///
/// ```swift
/// MisreadCase.ean13WithEAN5.symbology      // .ean13
/// MisreadCase.ean13WithEAN5.addOnLength    // 5
/// MisreadCase.allCases[7 % 6]              // .ean13, the case of image 7
/// ```
public enum MisreadCase: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A 12-digit UPC-A.
    case upcA = "UPC-A"
    /// An EAN-13 with nothing beside it.
    case ean13 = "EAN-13"
    /// An EAN-13 (mostly an ISBN) with a five-digit price add-on.
    case ean13WithEAN5 = "EAN-13+5"
    /// An EAN-13 (mostly an ISSN periodical) with a two-digit issue add-on.
    case ean13WithEAN2 = "EAN-13+2"
    /// An 8-digit UPC-E of number system 0.
    case upcE = "UPC-E"
    /// An 8-digit EAN-8.
    case ean8 = "EAN-8"

    /// The main symbol's family.
    public var symbology: Symbology {
        switch self {
        case .upcA: return .upcA
        case .ean13, .ean13WithEAN5, .ean13WithEAN2: return .ean13
        case .upcE: return .upcE
        case .ean8: return .ean8
        }
    }

    /// Digits in the add-on: 0 (none), 2 or 5.
    public var addOnLength: Int {
        switch self {
        case .ean13WithEAN5: return 5
        case .ean13WithEAN2: return 2
        default: return 0
        }
    }

    /// ISBNKit's name for the main symbol's number, used to check and widen it to 13 digits.
    var gtinKind: GTINKind {
        switch symbology {
        case .ean13: return .ean13
        case .upcA: return .upcA
        case .upcE: return .upcE
        case .ean8: return .ean8
        }
    }

    /// GS1's quiet zones in modules, left and right of the main symbol.
    var quietZones: (left: Int, right: Int) {
        switch symbology {
        case .ean13: return (11, 7)
        case .upcA: return (9, 9)
        case .upcE: return (9, 7)
        case .ean8: return (7, 7)
        }
    }

    /// The row label, e.g. `EAN-13+5`.
    public var description: String { rawValue }
}
