import CZBar

/// The symbologies library cards carry, which zbar decodes: never read when scanning books, so
/// that a card cannot count as a book.
public enum CardSymbology: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Codabar, with start and stop characters A–D: the classic library card.
    case codabar = "Codabar"
    /// Code 39.
    case code39 = "Code 39"
    /// Code 128.
    case code128 = "Code 128"
    /// Interleaved 2 of 5.
    case interleaved2of5 = "Interleaved 2 of 5"

    /// The printed name, e.g. `Codabar`.
    public var description: String { rawValue }

    /// zbar's symbol type.
    var zbarType: zbar_symbol_type_t {
        switch self {
        case .codabar: return ZBAR_CODABAR
        case .code39: return ZBAR_CODE39
        case .code128: return ZBAR_CODE128
        case .interleaved2of5: return ZBAR_I25
        }
    }

    /// The symbology of zbar's `type`, if it is a card's.
    init?(zbarType type: zbar_symbol_type_t) {
        guard let match = Self.allCases.first(where: { $0.zbarType == type }) else { return nil }
        self = match
    }
}
