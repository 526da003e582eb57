import Foundation
import GRDB

/// A PIN as a member row keeps it: its hash, salt and rounds. Never leaves LendingKit: `Member`
/// says only whether there is one.
struct StoredPIN: Sendable, Equatable {
    let hash: [UInt8]
    let salt: [UInt8]
    let rounds: Int

    /// The PIN in `row`'s `pinHash`, `pinSalt` and `pinRounds`, or `nil` when none is set (the
    /// schema keeps the three all set or all `NULL`).
    init?(row: Row) {
        guard let hash: Data = row["pinHash"], let salt: Data = row["pinSalt"], let rounds: Int = row["pinRounds"] else {
            return nil
        }
        self.init(hash: Array(hash), salt: Array(salt), rounds: rounds)
    }

    /// A PIN of these parts.
    init(hash: [UInt8], salt: [UInt8], rounds: Int) {
        self.hash = hash
        self.salt = salt
        self.rounds = rounds
    }

    /// What this hash would be if `pin` were the PIN: slow, so computed outside any transaction.
    func derive(_ pin: PIN) throws(CirculationError) -> [UInt8] {
        try PINHashing.derive(Array(pin.digits.utf8), salt: salt, rounds: rounds, byteCount: hash.count)
    }

    /// Whether `derived` (from `derive(_:)`) is this hash, compared in constant time.
    func matches(derived: [UInt8]) -> Bool {
        PINHashing.constantTimeEqual(hash, derived)
    }
}
