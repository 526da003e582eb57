@testable import BarcodeKit
import Testing

@Suite("Quiet zones: where a code lies on a line")
struct QuietZoneSpanTests {
    private static let white: Float = 230, ink: Float = 40

    /// A line: `quiet` pixels of paper, a 3-pixel bar, `firstSpace` pixels of paper, `pairs` bars
    /// of 6 pixels with 5-pixel spaces, and `quiet` pixels of paper again.
    private static func line(quiet: Int, firstSpace: Int, pairs: Int) -> [Float] {
        var values = [Float](repeating: white, count: quiet) + [Float](repeating: ink, count: 3)
            + [Float](repeating: white, count: firstSpace)
        for index in 0..<pairs {
            values += [Float](repeating: ink, count: 6)
            if index < pairs - 1 { values += [Float](repeating: white, count: 5) }
        }
        return values + [Float](repeating: white, count: quiet)
    }

    @Test("a space near the start wider than the spaces after it does not cut the code's first bar off")
    func wideFirstSpace() throws {
        let values = Self.line(quiet: 40, firstSpace: 8, pairs: 14)
        let span = try #require(QuietZoneSpan.longest(in: values, whiteDrifts: false))
        #expect(span == 40...(values.count - 41))
    }

    @Test("a white run as long as a quiet zone splits the line into two spans")
    func quietZoneInside() throws {
        let values = Self.line(quiet: 40, firstSpace: 40, pairs: 14)
        let span = try #require(QuietZoneSpan.longest(in: values, whiteDrifts: false))
        #expect(span == 83...(values.count - 41))
    }
}
