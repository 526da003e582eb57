import BarcodeKit

/// A library card read in a photo, as `shelfscan card --json` prints it.
///
/// ```swift
/// let record = CardRecord(file: "card.jpg", number: "LC-0042", reading: reading)
/// // {"bounds":{...},"file":"card.jpg","number":"LC-0042","symbology":"CODE-128","text":"LC-0042"}
/// ```
public struct CardRecord: Codable, Sendable, Equatable {
    /// The photo the card was read in.
    public var file: String
    /// The card number, as the library's card format gives it.
    public var number: String
    /// The barcode's symbology, e.g. `CODE-128`.
    public var symbology: String
    /// The barcode's text as read.
    public var text: String
    /// Where the barcode is in the photo.
    public var bounds: BoundingBox

    /// A record of these fields.
    public init(file: String, number: String, symbology: String, text: String, bounds: BoundingBox) {
        self.file = file
        self.number = number
        self.symbology = symbology
        self.text = text
        self.bounds = bounds
    }

    /// The record of `reading`, a card in `file` whose number is `number`.
    public init(file: String, number: String, reading: CardReading) {
        self.init(file: file, number: number, symbology: reading.symbology.rawValue, text: reading.text,
                  bounds: reading.bounds)
    }
}
