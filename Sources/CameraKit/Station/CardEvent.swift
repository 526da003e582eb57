import BarcodeKit

/// A library card confirmed in video: read on enough frames to count as shown.
///
/// ```swift
/// for card in stationFrame.cards {
///     print(CardFormat().cardNumber(from: card.reading) ?? "not our card", "at", card.time)
/// }
/// ```
public struct CardEvent: Sendable, Hashable {
    /// The card's barcode as read on the frame that confirmed it.
    public var reading: CardReading
    /// The 0-based index, in the stream, of that frame.
    public var frameIndex: Int
    /// The stream time of that frame.
    public var time: Duration

    /// An event for `reading`, confirmed on `frame`.
    public init(reading: CardReading, frame: Frame) {
        self.reading = reading
        frameIndex = frame.index
        time = frame.time
    }
}
