@testable import BarcodeKit
import Testing

@Suite("Quiet zones: where a code lies on a line")
struct QuietZoneSpanTests {
    private static let white: Float = 230, ink: Float = 40

    /// A line: `quiet` pixels of paper, a 3-pixel bar, `firstSpace` pixels of paper, `pairs` bars
    /// of 6 pixels with spaces of `space` pixels (of `wideSpace.pixels` after bar
    /// `wideSpace.after`), and `quiet` pixels of paper again.
    private static func line(quiet: Int, firstSpace: Int, pairs: Int, space: Int = 5,
                             wideSpace: (after: Int, pixels: Int)? = nil) -> [Float] {
        var values = [Float](repeating: white, count: quiet) + [Float](repeating: ink, count: 3)
            + [Float](repeating: white, count: firstSpace)
        for index in 0..<pairs {
            values += [Float](repeating: ink, count: 6)
            guard index < pairs - 1 else { continue }
            values += [Float](repeating: white, count: index == wideSpace?.after ? wideSpace?.pixels ?? space : space)
        }
        return values + [Float](repeating: white, count: quiet)
    }

    @Test("a space near the start wider than the spaces after it does not cut the code's first bar off")
    func wideFirstSpace() throws {
        let values = Self.line(quiet: 40, firstSpace: 8, pairs: 14)
        let found = try #require(QuietZoneSpan.longest(in: values))
        #expect(found.span == 40...(values.count - 41))
    }

    @Test("a span stopped at a space inside the code keeps its place; the whole code is the wider span")
    func widerBesideFirstBlocked() throws {
        let values = Self.line(quiet: 40, firstSpace: 8, pairs: 14, space: 3, wideSpace: (after: 6, pixels: 5))
        let found = try #require(QuietZoneSpan.longest(in: values))
        #expect(found.span == 51...(values.count - 41))
        #expect(found.wider == 40...(values.count - 41))
    }

    @Test("a stretch holding more white runs than a code with its add-on is not taken whole")
    func printLikeLine() throws {
        let values = Self.line(quiet: 40, firstSpace: 8, pairs: 60)
        let found = try #require(QuietZoneSpan.longest(in: values))
        let whole = 40...(values.count - 41)
        #expect(found.span.count < whole.count && found.wider == nil)
    }

    /// A white run as long as a quiet zone (40 pixels) splits the line, and the span starts past
    /// it; spaces all alike (5 pixels) leave the code whole.
    @Test("one span and nothing reaching past it: after a quiet-zone-long white run, or over even spaces",
          arguments: [(firstSpace: 40, start: 83), (firstSpace: 5, start: 40)])
    func singleSpan(firstSpace: Int, start: Int) throws {
        let values = Self.line(quiet: 40, firstSpace: firstSpace, pairs: 14)
        let found = try #require(QuietZoneSpan.longest(in: values))
        #expect(found.span == start...(values.count - 41))
        #expect(found.wider == nil)
    }
}
