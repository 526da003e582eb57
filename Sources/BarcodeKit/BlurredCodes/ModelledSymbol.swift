import ISBNKit

/// A symbol the profile decoder reads whole: its layout, and how a decoded pattern gives digits.
///
/// ```swift
/// ModelledSymbol.upcE.layout.modules   // 51
/// ```
enum ModelledSymbol: Sendable {
    /// EAN-13 and UPC-A: 13 digits, the first carried by the left half's sets.
    case ean13
    /// EAN-8: 8 digits.
    case ean8
    /// UPC-E: 8 digits, the number system and check digit carried by the sets, as zbar gives them.
    case upcE

    /// The symbol's segments as the decoders see them.
    var layout: SymbolLayout {
        switch self {
        case .ean13: return .ean13
        case .ean8: return .ean8
        case .upcE: return .upcE
        }
    }

    /// The guard score of grids for this symbol.
    var guards: GuardFit {
        switch self {
        case .ean13: return .ean13
        case .ean8: return .ean8
        case .upcE: return .upcE
        }
    }

    /// The score of grids for this symbol over its guards and the boundaries between its digits.
    var digitBoundaries: GuardFit {
        switch self {
        case .ean13: return .ean13Boundaries
        case .ean8: return .ean8Boundaries
        case .upcE: return .upcEBoundaries
        }
    }

    /// The trellis decoder of this symbol's layout.
    var trellis: TrellisDecoder { TrellisDecoder(layout: layout) }

    /// Whether the guards look the same from either end, so that one grid search serves both
    /// reading directions: not for UPC-E, whose end guard is longer than its start guard.
    var readsEitherWay: Bool { self != .upcE }

    /// The digits `reading` shows, or `nil` when its sets fit no number of this symbol. The check
    /// digit is not tested here (see `hasValidCheckDigit`).
    func digits(of reading: TrellisReading) -> [Int]? {
        let segments = layout.segments
        switch self {
        case .ean13:
            return reading.digits(of: segments)
        case .ean8:
            return reading.digitMeanings(of: segments).map(\.digit)
        case .upcE:
            let read = reading.digitMeanings(of: segments)
            let sets = read.map { $0.isG ? EANEncoding.DigitSet.g : .l }
            let swapped = sets.map { $0 == .l ? EANEncoding.DigitSet.g : .l }
            if let check = EANEncoding.upcEParity.firstIndex(of: sets) { return [0] + read.map(\.digit) + [check] }
            if let check = EANEncoding.upcEParity.firstIndex(of: swapped) { return [1] + read.map(\.digit) + [check] }
            return nil
        }
    }

    /// Whether `digits` end with their check digit: the GS1 one for EAN-13 and EAN-8, that of the
    /// UPC-A a UPC-E stands for (ISBNKit's rules).
    func hasValidCheckDigit(_ digits: [Int]) -> Bool {
        let text = digits.map(String.init).joined()
        switch self {
        case .ean13, .ean8:
            return CheckDigit.gtin(payload: text.dropLast()) == digits.last
        case .upcE:
            return (try? UPCE.expandToUPCA(text)) != nil
        }
    }
}
