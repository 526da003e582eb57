import BarcodeKit
import ShelfScanBenchmarks
import Testing

/// Photos of the misread benchmark on which zbar reads a wrong number, its 1s and 7s or 2s and 8s
/// swapped by blur, on dozens to hundreds of scan lines and in every pass: line counts cannot tell
/// those from a true reading. The scanner must report the printed number, upright and turned.
@Suite("Blurred codes zbar misreads on every line")
struct BlurredMisreadTests {
    static let benchmark = MisreadBenchmark(scanner: BarcodeScanner(), generator: MisreadSceneGenerator(seed: 20240601))

    @Test("The printed number is read, the same both ways up", arguments: [554, 2187, 2457])
    func readRight(index: Int) throws {
        let result = try Self.benchmark.judge(index: index)
        #expect(result.verdict.main == .correct, "image \(index) read \(result.verdict.read)")
        #expect(!result.verdict.unstable, "image \(index) read \(result.verdict.read)")
    }
}
