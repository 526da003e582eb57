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
    /// Pixels between the rows (and columns) of the first zbar pass: 1 for a photo, every line.
    public var lineSpacing: Int

    /// A reader of every card symbology, its first pass `lineSpacing` pixels apart.
    public init(lineSpacing: Int = 1) {
        self.lineSpacing = max(1, lineSpacing)
    }

    /// For video frames, where the next frame is another chance: the first pass on every third
    /// row and column.
    ///
    /// Why every third (release build, `shelfscan bench station` and drawn cards): on a 1280×720
    /// frame the pass on every line costs 45 ms, which alone holds a station's loop under 20
    /// frames a second; on every second line 22 ms, every third 15 ms, every fourth 11 ms. Of
    /// 280 drawn cards (four symbologies, bars 12 to 40 pixels tall, modules of 1 and 2 pixels,
    /// tilted 0 to 80°, blurred), every line reads 103, every third 83, every fourth 77: the
    /// ones lost have short bars, which a member holding the card nearer gives back.
    public static let video = CardReader(lineSpacing: 3)

    /// The card barcodes in `image`, each once, in zbar's order.
    ///
    /// First one zbar pass looking at every row and column. zbar reads a symbol only along scan
    /// lines that cross all of its bars, and a card's bars are short for its length: tilted by
    /// 25°, a Codabar card drawn 90 pixels tall and 400 long is crossed by no row at all. So when
    /// that pass finds nothing, the stripy regions of the image (`CodeRegionFinder`) are
    /// straightened so their bars stand upright, and scanned again.
    public func read(_ image: GrayImage) -> [CardReading] {
        var seen: Set<String> = []
        let direct = readings(in: image, lineSpacing: lineSpacing, scansColumns: true, seen: &seen)
        guard direct.isEmpty else { return direct }
        var found: [CardReading] = []
        for region in CodeRegionFinder().regions(in: image) {
            let area = region.scanArea
            let crop = image.straightened(area, alongScale: 1, acrossScale: 1 / Self.lineSpacing)
            for var reading in readings(in: crop, lineSpacing: 1, scansColumns: false, seen: &seen) {
                reading.bounds = RegionScan.mapBack(reading.bounds, area: area, alongScale: 1, acrossScale: 1 / Self.lineSpacing)
                found.append(reading)
            }
        }
        return found
    }

    /// Pixels between the scan lines across a straightened region's bars.
    private static let lineSpacing = 2.0

    /// The card symbols zbar reads in `image` along lines `lineSpacing` apart, skipping those in `seen` and adding the new ones.
    private func readings(in image: GrayImage, lineSpacing: Int, scansColumns: Bool, seen: inout Set<String>) -> [CardReading] {
        let configuration = ZBarImageScanner.Configuration(
            density: Int32(lineSpacing), scansColumns: scansColumns, invertedCodes: false,
            symbols: CardSymbology.allCases.map(\.zbarType), addOns: false)
        guard let scanner = ZBarImageScanner(configuration) else { return [] }
        return scanner.scan(image).compactMap { symbol in
            guard let symbology = CardSymbology(zbarType: symbol.type),
                  seen.insert(symbology.rawValue + "\u{0}" + symbol.data).inserted else { return nil }
            return CardReading(symbology: symbology, text: symbol.data, bounds: symbol.bounds)
        }
    }
}
