import BarcodeKit

/// Something that happened at a self-service station: a frame's time passing, a card or book shown
/// to the camera or typed, a PIN, an answer, a key.
///
/// ```swift
/// station.handle(.cardTyped("LC-0042"))
/// station.handle(.pin("4711"))
/// station.handle(.bookShown("9780441172719"))
/// station.handle(.done)
/// ```
public enum KioskInput: Sendable, Hashable {
    /// The station's clock: the stream time of the newest frame. Sessions left idle end by it.
    case time(Duration)
    /// A card barcode confirmed by the camera, before the library's card format is applied.
    case cardShown(CardReading)
    /// A card number typed in.
    case cardTyped(String)
    /// The PIN typed for the card asked about.
    case pin(String)
    /// A book's code confirmed by the camera (the 13 digits of an ISBN or a ShelfScan label).
    case bookShown(String)
    /// A book's ISBN or label typed in, for a barcode that will not read.
    case bookTyped(String)
    /// The member's answer to a renewal offer.
    case renewal(accepted: Bool)
    /// The member is done: the session ends with a receipt.
    case done
    /// The member leaves the PIN prompt without a session.
    case cancel
}
