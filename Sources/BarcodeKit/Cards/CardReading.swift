/// A card barcode as zbar decoded it: the symbology, the text exactly as encoded (Codabar's start
/// and stop characters included) and where it was.
///
/// ```swift
/// CardReader().read(image).first?.text   // "A12345678B"
/// ```
public struct CardReading: Sendable, Hashable, Codable {
    /// The symbology.
    public var symbology: CardSymbology
    /// The decoded text.
    public var text: String
    /// Where the symbol was found.
    public var bounds: BoundingBox

    /// A reading of `text` in `symbology` at `bounds`.
    public init(symbology: CardSymbology, text: String, bounds: BoundingBox) {
        self.symbology = symbology
        self.text = text
        self.bounds = bounds
    }
}
