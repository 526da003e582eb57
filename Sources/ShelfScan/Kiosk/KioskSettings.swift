import BarcodeKit

/// How a self-service station behaves: what it does with books, how long it waits, and which
/// cards are the library's.
///
/// ```swift
/// var settings = KioskSettings()
/// settings.idleTime = .seconds(30)
/// settings.cardFormat = CardFormat(symbologies: [.codabar], prefixes: ["LIB"])
/// ```
public struct KioskSettings: Sendable, Hashable {
    /// Checkout or check-in.
    public var mode: KioskMode
    /// How long a member may leave the station alone (no book, no key) before their session ends:
    /// at the PIN prompt, while lending, and at a renewal offer.
    public var idleTime: Duration
    /// How long the receipt (or why a card was refused) stays on the screen before the station
    /// shows its welcome again, unless the next card comes first.
    public var noticeTime: Duration
    /// Which card readings are this library's cards, and the card numbers they carry.
    public var cardFormat: CardFormat

    /// A checkout station with an idle time of 60 s, notices shown for 15 s, any card symbology.
    public init(mode: KioskMode = .checkout, idleTime: Duration = .seconds(60), noticeTime: Duration = .seconds(15),
                cardFormat: CardFormat = CardFormat()) {
        self.mode = mode
        self.idleTime = idleTime
        self.noticeTime = noticeTime
        self.cardFormat = cardFormat
    }
}
