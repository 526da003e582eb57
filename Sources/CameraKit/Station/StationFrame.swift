/// What one frame told a self-service station: its place in the stream, and the books and cards
/// it confirmed (mostly none).
///
/// A frame with no event still matters: its time is the station's clock, which ends a session
/// left idle.
///
/// ```swift
/// try StationLoop().run(source) { frame in
///     for card in frame.cards { print("card", card.reading.text) }
///     for book in frame.books { print("book", book.barcode.gtin13) }
/// }
/// ```
public struct StationFrame: Sendable {
    /// The 0-based index of the frame in the stream.
    public var index: Int
    /// The stream time of the frame.
    public var time: Duration
    /// Book codes (EAN/UPC) the frame confirmed.
    public var books: [ScanEvent]
    /// Library cards the frame confirmed.
    public var cards: [CardEvent]

    /// A frame's outcome.
    public init(index: Int, time: Duration, books: [ScanEvent] = [], cards: [CardEvent] = []) {
        self.index = index
        self.time = time
        self.books = books
        self.cards = cards
    }
}
