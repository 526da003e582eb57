import ShelfScan

/// What `card --json` prints per card.
struct CardRecord: Encodable {
    let file: String
    let number: String
    let symbology: String
    let text: String
    let bounds: BoundingBox

    init(file: String, number: String, reading: CardReading) {
        self.file = file
        self.number = number
        symbology = reading.symbology.rawValue
        text = reading.text
        bounds = reading.bounds
    }
}
