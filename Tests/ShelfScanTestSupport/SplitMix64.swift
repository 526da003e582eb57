import Foundation

/// A small seeded generator (SplitMix64), so random test data, noise and generated test images are
/// the same on every run; the standard library's generator is seeded randomly.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let noise = random.gaussian()   // the same value on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator whose seed is derived from `name` with FNV-1a, stable across runs (unlike `hashValue`).
    public init(name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.init(seed: hash)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Standard normal (Box–Muller); the second value of each pair is dropped for simplicity of state.
    public mutating func gaussian() -> Double {
        let u1 = max(unit(), 0x1.0p-53)
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
