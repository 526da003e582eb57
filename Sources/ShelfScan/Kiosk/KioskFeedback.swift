/// What a station must do beyond showing its new state: sound, and a receipt to keep.
///
/// ```swift
/// for feedback in station.handle(.bookShown(code)) {
///     if case .refusal = feedback { ringTwice() }
/// }
/// ```
public enum KioskFeedback: Sendable, Equatable {
    /// Something the member wanted was done (a book lent, returned or renewed, a PIN accepted).
    case success
    /// Something was refused (a book, a PIN, a card): the member should look at the screen.
    case refusal
    /// A session ended; this is its receipt.
    case sessionEnded(KioskReceipt)
}
