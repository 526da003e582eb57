/// SplitMix64: a small, fast generator whose output depends only on its seed, so a benchmark
/// builds the same data on every run.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// random.pick(["a", "b", "c"])   // the same letter on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var bits = state
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }

    /// A number in `0..<count`; `count` must be positive.
    public mutating func index(below count: Int) -> Int {
        Int.random(in: 0..<count, using: &self)
    }

    /// One element of `items`, which must not be empty.
    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[index(below: items.count)]
    }
}
