/// A PIN given for a card, hashed outside any transaction with the salt and rounds the card had
/// when it was read; the transaction then checks that the card still has them.
struct PINGuess: Sendable {
    /// The stored PIN the guess was hashed against.
    let stored: StoredPIN
    /// The guess's hash under `stored`'s salt and rounds.
    let derived: [UInt8]
}
