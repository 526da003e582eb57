import Crypto
import _CryptoExtras

/// How PINs are kept: PBKDF2-HMAC-SHA256 over the digits with a 16-byte random salt of their own,
/// 32 bytes of output, `rounds` iterations.
///
/// A PIN has only 10⁴ to 10¹² values, so the hash cannot stop a search of a stolen database, only
/// slow it down: the salt makes every member's PIN a search of its own, and the rounds make every
/// guess cost. (Guessing at a station is stopped by the lock after five wrong PINs instead, and the
/// database file is readable by its owner only.)
///
/// `standard` is 600,000 rounds, OWASP's 2023 figure for PBKDF2-HMAC-SHA256: one hash took 70 ms
/// on one core of the development machine (an AMD EPYC virtual machine; release build, median of
/// 10 runs, BoringSSL's SHA-256), which a member typing a PIN does not notice and which the store
/// spends outside any transaction. A CPU core searching a stolen file gets as far: about 14 PINs
/// a second, all 10,000 four-digit ones of one member in some 12 minutes. The rounds are stored
/// with each hash, so the cost can rise later: PINs hashed before keep their rounds until they are
/// set again.
///
/// ```swift
/// let db = try AppDatabase.inMemory(pinHashing: PINHashing(rounds: 1_000))   // cheap, for tests
/// try AppDatabase.open(atPath: path).pinHashing.rounds                      // 600000
/// ```
public struct PINHashing: Sendable, Equatable {
    /// 600,000 rounds, the cost every store uses unless told otherwise.
    public static let standard = PINHashing(rounds: 600_000)
    /// The bytes of salt each PIN gets.
    static let saltByteCount = 16
    /// The bytes of hash each PIN gets.
    static let hashByteCount = 32

    /// PBKDF2 iterations per hash; from 1 to 4,294,967,295 (others fail with `.pinHashing`).
    public let rounds: Int

    /// Hashing at a cost of `rounds` iterations, lower than `standard` only where the caller chooses
    /// speed over protection of a stolen file, as tests do.
    public init(rounds: Int) {
        self.rounds = rounds
    }

    /// `pin` hashed at this cost with a new random salt, as a member row stores it.
    func hash(_ pin: PIN) throws(CirculationError) -> StoredPIN {
        // The system generator reads the kernel's random source (getrandom, arc4random): fit for salts.
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return StoredPIN(hash: try Self.derive(Array(pin.digits.utf8), salt: salt, rounds: rounds), salt: salt,
                         rounds: rounds)
    }

    /// A hash of `pin` with a fixed salt, at this cost, for a card no member has: computing it makes
    /// an unknown card take as long to refuse as a wrong PIN (see `AppDatabase.authenticate`).
    func decoyHash(_ pin: PIN) throws(CirculationError) -> [UInt8] {
        try Self.derive(Array(pin.digits.utf8), salt: Array(repeating: 0, count: Self.saltByteCount), rounds: rounds)
    }

    /// PBKDF2-HMAC-SHA256 of `password` with `salt` and `rounds`: `byteCount` bytes.
    static func derive(_ password: [UInt8], salt: [UInt8], rounds: Int,
                       byteCount: Int = hashByteCount) throws(CirculationError) -> [UInt8] {
        // swift-crypto converts the rounds to UInt32 with a trap and takes the buffers' addresses
        // unchecked, so what a damaged row or a careless caller gives is checked here first.
        guard (1...Int(UInt32.max)).contains(rounds) else {
            throw .pinHashing("\(rounds) rounds: give 1 to \(UInt32.max)")
        }
        guard !password.isEmpty, !salt.isEmpty, byteCount > 0 else {
            throw .pinHashing("empty PIN, salt or output")
        }
        do {
            let key = try KDF.Insecure.PBKDF2.deriveKey(from: password, salt: salt, using: .sha256,
                                                        outputByteCount: byteCount, unsafeUncheckedRounds: rounds)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw .pinHashing(String(describing: error))
        }
    }

    /// Whether `lhs` and `rhs` hold the same bytes, in a time that depends on their length alone.
    ///
    /// `==` on arrays stops at the first byte that differs, so how long a refusal takes would tell
    /// how many leading bytes of the stored hash a guess's hash matched. Every byte is XORed and
    /// the differences ORed together, with no early exit. The lengths are no secret (always 32).
    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
