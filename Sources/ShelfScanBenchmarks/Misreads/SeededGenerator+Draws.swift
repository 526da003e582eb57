import Foundation

extension SeededGenerator {
    /// A generator for item `index` of a run seeded with `seed`, independent of every other item's,
    /// so items can be made on any thread, in any order, and still come out the same.
    ///
    /// ```swift
    /// var random = SeededGenerator(seed: 7, item: 41)   // image 41 of the run with seed 7
    /// ```
    init(seed: UInt64, item index: Int) {
        // Feeding the mix of both through one step keeps nearby (seed, index) pairs far apart.
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    /// A number drawn evenly from `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A whole number drawn evenly from `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// `-1` or `1`, evenly.
    mutating func sign() -> Double {
        chance(0.5) ? -1 : 1
    }

    /// A number close to standard normal (mean 0, deviation 1, within ±3.5), from the sum of four
    /// 16-bit uniforms in one draw: for per-pixel noise, several times cheaper than the Box–Muller transform.
    mutating func roughGaussian() -> Float {
        let bits = next()
        let sum = Float(bits & 0xFFFF) + Float(bits >> 16 & 0xFFFF) + Float(bits >> 32 & 0xFFFF) + Float(bits >> 48)
        // Four uniforms on [0, 1) sum to mean 2 and variance 1/3.
        return (sum / 65536 - 2) * 1.732_050_8
    }
}
