import BarcodeKit

/// The confirmation rules applied to library cards frame after frame, as `CodeConfirmation` applies
/// them to books: a card fires once it is read on enough frames, and again only after it was out
/// of view for the re-arm time, so a card left lying under the camera is one login, not many.
///
/// ```swift
/// var cards = CardConfirmation(rules: .standard)
/// let shown = cards.events(reading: CardReader().read(frame.image), on: frame)
/// ```
public struct CardConfirmation: Sendable {
    /// The rules applied.
    public let rules: ConfirmationRules
    private var tracks: [CardKey: SightingTrack] = [:]

    /// A confirmation that has seen no frame.
    public init(rules: ConfirmationRules = .standard) {
        self.rules = rules
    }

    /// Records the cards read on `frame` and returns the events they confirm, in the order read.
    public mutating func events(reading cards: [CardReading], on frame: Frame) -> [CardEvent] {
        var events: [CardEvent] = []
        var seen: Set<CardKey> = []
        for card in cards {
            let key = CardKey(symbology: card.symbology, text: card.text)
            guard seen.insert(key).inserted else { continue }
            var track = tracks[key] ?? SightingTrack()
            if track.record(at: frame.time, rules: rules) { events.append(CardEvent(reading: card, frame: frame)) }
            tracks[key] = track
        }
        tracks = tracks.filter { key, track in seen.contains(key) || !track.isForgotten(at: frame.time, rules: rules) }
        return events
    }
}

/// One card barcode: the same text in two symbologies is two cards.
private struct CardKey: Hashable, Sendable {
    var symbology: CardSymbology
    var text: String
}
