/// What one pass saw: the codes it read, and the symbols a later pass may need to complete them.
///
/// A faint main code is sometimes read only on a sharpened image while its add-on is read only
/// on the plain one, so add-ons are paired again across passes from these symbols.
struct PassReading: Sendable {
    /// The codes, add-ons paired within the pass, boxes in the image's coordinates.
    var barcodes: [Barcode]
    /// Every main-code and add-on symbol, boxes in the image's coordinates; empty for passes that
    /// turn the image, where a symbol's reading direction no longer matches the image's axes.
    var uprightSymbols: [ZBarSymbol]

    /// A pass that saw nothing.
    static let nothing = PassReading(barcodes: [], uprightSymbols: [])
}
