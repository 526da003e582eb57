import BarcodeKit
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("Library cards")
struct CardReaderTests {
    @Test("each card symbology is read back as drawn", arguments: [
        (CardPictures.Kind.codabar, "A12345678B", CardSymbology.codabar),
        (.code39, "LIB-0042", .code39),
        (.code128, "Card 7781-x", .code128),
        (.interleaved2of5, "00123456", .interleaved2of5),
    ])
    func readsEachSymbology(kind: CardPictures.Kind, text: String, symbology: CardSymbology) throws {
        let readings = CardReader().read(try CardPictures.draw(kind, text))
        #expect(readings.map(\.symbology) == [symbology])
        #expect(readings.map(\.text) == [text])
    }

    @Test("a card is never a book, and a book never a card")
    func cardsAndBooksStayApart() throws {
        // A Code 128 card whose number is a valid ISBN-13 still reads only as a card.
        let card = try CardPictures.draw(.code128, "9780441172719")
        #expect(BarcodeScanner().scan(card).isEmpty)
        #expect(CardReader().read(card).map(\.text) == ["9780441172719"])
        let book = try BarcodePictures.stacked(["9780441172719"])
        #expect(CardReader().read(book).isEmpty)
        #expect(BarcodeScanner().scan(book).map(\.gtin13) == ["9780441172719"])
    }

    @Test("the card format takes off Codabar's guards and the library's prefix, upper case")
    func normalisesCardNumbers() throws {
        let bounds = BoundingBox(x: 0, y: 0, width: 1, height: 1)
        let codabar = CardReading(symbology: .codabar, text: "A12345678B", bounds: bounds)
        #expect(CardFormat().cardNumber(from: codabar) == "12345678")
        #expect(CardFormat(stripsCodabarGuards: false).cardNumber(from: codabar) == "A12345678B")
        let prefixed = CardReading(symbology: .code39, text: "lib-0042", bounds: bounds)
        #expect(CardFormat(prefixes: ["LIB-"]).cardNumber(from: prefixed) == "0042")
        #expect(CardFormat(symbologies: [.codabar]).cardNumber(from: prefixed) == nil)
        #expect(CardFormat(lengths: 8...8).cardNumber(from: codabar) == "12345678")
        #expect(CardFormat(lengths: 9...12).cardNumber(from: codabar) == nil)
        let odd = CardReading(symbology: .code128, text: "Card 7781", bounds: bounds)
        #expect(CardFormat().cardNumber(from: odd) == nil, "a space is not part of a card number")
    }

    @Test("a card in a webcam-sized frame, among other marks, is read once")
    func cardInAFrame() throws {
        let card = try CardPictures.draw(.codabar, "C0099123D", module: 2, height: 60)
        var frame = GrayImage(width: 640, height: 360, fill: 200)
        for y in 0..<card.height {
            for x in 0..<card.width { frame[100 + x, 150 + y] = card[x, y] }
        }
        let readings = CardReader().read(frame)
        #expect(readings.count == 1)
        #expect(readings.first.flatMap(CardFormat().cardNumber) == "0099123")
    }
}

@Suite("Library cards held up to a camera")
struct HeldCardTests {
    @Test("a card tilted, slightly blurred and at webcam size is still read, also by the video reader",
          arguments: [-45.0, -25, -10, 0, 12, 30, 60, 90])
    func tiltedCard(degrees: Double) throws {
        let card = try CardPictures.draw(.codabar, "A20417733B", module: 3, height: 90)
            .rotated(by: degrees, fill: 255).boxBlurred(radius: 1)
        var frame = GrayImage(width: 1280, height: 720, fill: 190)
        for y in 0..<min(card.height, 600) {
            for x in 0..<min(card.width, 1100) { frame[80 + x, 60 + y] = card[x, y] }
        }
        for reader in [CardReader(), .video] {
            let numbers = reader.read(frame).compactMap(CardFormat().cardNumber)
            #expect(numbers == ["20417733"], "at \(degrees)°, lines \(reader.lineSpacing) apart")
        }
    }

    @Test("upside down, the card is read the same: zbar scans both ways")
    func upsideDown() throws {
        let card = try CardPictures.draw(.code39, "LIB-0042").rotated(by: 180, fill: 255)
        #expect(CardReader().read(card).map(\.text) == ["LIB-0042"])
    }
}
