import ISBNKit

/// The outcome of an `ISBNBenchmark` run.
public struct ISBNBenchmarkResult: Sendable, Hashable, Codable {
    /// How many numbers were processed.
    public var count: Int
    /// How long the processing took.
    public var seconds: Double
    /// How many of them were valid ISBNs.
    public var valid: Int
    /// How many of them were hyphenated (the rest are outside allocated ranges).
    public var hyphenated: Int
    /// FNV-1a over the bytes of every hyphenated ISBN, in order.
    public var checksum: UInt64

    /// Numbers processed per second.
    public var isbnsPerSecond: Double { seconds > 0 ? Double(count) / seconds : 0 }

    init(count: Int, seconds: Double, tally: Tally) {
        self.count = count
        self.seconds = seconds
        valid = tally.valid
        hyphenated = tally.hyphenated
        checksum = tally.checksum
    }

    /// The counts and checksum, added up one ISBN at a time.
    struct Tally {
        var valid = 0
        var hyphenated = 0
        var checksum: UInt64 = 0xCBF2_9CE4_8422_2325

        /// Hyphenates `isbn`, if there is one, and counts the result.
        mutating func add(_ isbn: ISBN?) {
            guard let isbn else { return }
            valid += 1
            guard let text = isbn.hyphenated else { return }
            hyphenated += 1
            for byte in text.utf8 {
                checksum = (checksum ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
    }
}
