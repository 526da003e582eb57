import ISBNKit

/// How many scanned ISBN-13s one thread turns into hyphenated ISBNs per second: parsing and
/// validating the digits, looking up the ranges, and writing the hyphenated form.
///
/// The numbers are made up front from a seed, so every run of the same benchmark does the same
/// work, and a checksum of all hyphenated results shows that the work was done.
///
/// ```swift
/// let result = ISBNBenchmark(count: 2_000_000, seed: 1).run()
/// print(result.isbnsPerSecond, result.checksum)
/// ```
public struct ISBNBenchmark: Sendable {
    /// How many ISBNs are processed.
    public var count: Int
    /// The seed the numbers are made from.
    public var seed: UInt64

    /// The most distinct numbers made; longer runs go through them again, as a shop scans the same
    /// books again, and the inputs stay in the cache so the figure is the code's, not the memory's.
    static let poolSize = 1 << 16

    /// A benchmark of `count` ISBNs made from `seed`.
    public init(count: Int, seed: UInt64) {
        self.count = count
        self.seed = seed
    }

    /// Processes the numbers once on the calling thread, timing only the processing.
    public func run() -> ISBNBenchmarkResult {
        let numbers = Self.numbers(count: min(count, Self.poolSize), seed: seed)
        // The table is made on first use; made here, it is not part of the time.
        _ = ISBNRanges.builtIn
        var tally = ISBNBenchmarkResult.Tally()
        let start = ContinuousClock.now
        for index in 0..<count {
            tally.add(try? ISBN(gtin13: numbers[index % numbers.count]))
        }
        return ISBNBenchmarkResult(count: count, seconds: (ContinuousClock.now - start).seconds, tally: tally)
    }

    /// `count` valid ISBN-13s made from `seed`: three in four under 978, the rest under 979-1 to
    /// 979-9, each with nine random digits and its check digit.
    public static func numbers(count: Int, seed: UInt64) -> [String] {
        (0..<count).map { index in
            var bits = mixed(seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
            var payload = bits % 4 == 0 ? "979" + String(1 + (bits >> 2) % 9) : "978"
            bits = mixed(bits)
            while payload.utf8.count < 12 {
                payload += String(bits % 10)
                bits /= 10
            }
            return payload + String(CheckDigit.gtin(payload: payload) ?? 0)
        }
    }

    /// SplitMix64's output function: every bit of the result depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var bits = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }
}
