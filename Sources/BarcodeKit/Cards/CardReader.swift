import RasterKit

/// Reads library cards: Codabar, Code 39, Code 128 and Interleaved 2 of 5, and nothing else.
///
/// Kept apart from `BarcodeScanner`, which reads only EAN/UPC: a book scan never sees a card and
/// a card scan never sees a book, so a card number that happens to be 13 digits cannot be taken
/// for an ISBN, nor a book held up at a card prompt for a card.
///
/// ```swift
/// let readings = CardReader().read(frame)
/// let card = readings.lazy.compactMap(CardFormat().cardNumber).first   // "12345678"
/// ```
public struct CardReader: Sendable {
    /// A reader of every card symbology.
    public init() {}

    /// The card barcodes in `image`, each once, in zbar's order.
    ///
    /// One zbar pass looking at every row and column: card barcodes are short, and a card held
    /// at an angle to the camera leaves few rows across all of its bars.
    public func read(_ image: GrayImage) -> [CardReading] {
        let configuration = ZBarImageScanner.Configuration(
            density: 1, scansColumns: true, invertedCodes: false,
            symbols: CardSymbology.allCases.map(\.zbarType), addOns: false)
        guard let scanner = ZBarImageScanner(configuration) else { return [] }
        var seen: Set<String> = []
        return scanner.scan(image).compactMap { symbol in
            guard let symbology = CardSymbology(zbarType: symbol.type),
                  seen.insert(symbology.rawValue + "\u{0}" + symbol.data).inserted else { return nil }
            return CardReading(symbology: symbology, text: symbol.data, bounds: symbol.bounds)
        }
    }
}
