@testable import BarcodeKit
import Foundation
import Testing

/// Codes on labels wrapped round a bottle: the guards stay where an even grid puts them, the
/// digits between them do not, and the model reads them once its grid bends as the label does.
@Suite("Codes on bent labels")
struct BentCodeTests {
    static let printed = "0872217585683"
    static let width = 2.75

    /// Where `BlurredCode.profile` puts module coordinate `module` of a 95-module code
    /// wrapped by `wrap` radians at each end (0 at the start guard).
    static func edge(_ module: Double, wrap: Double) -> Float {
        let half = 47.5, radius = half / wrap
        return Float((15 + half + radius * sin((module - half) / radius)) * width)
    }

    /// A line across the printed code wrapped by `wrap`, guarded where an edge reader would put its ends.
    static func line(wrap: Double, blur: Double) throws -> GuardedProfile {
        let profile = BlurredCode.profile(try BlurredCode.modules(printed), moduleWidth: width, blur: blur, wrap: wrap)
        return try #require(ProfileDecoder().guarded(profile, edgesAt: edge(0, wrap: wrap), edge(95, wrap: wrap), reach: 2))
    }

    static func firstNumber(on line: GuardedProfile, decoder: ProfileDecoder) -> String? {
        var found: ProfileReading?
        decoder.forEachReading(of: line) { found = $0; return false }
        return found.map { $0.digits.map(String.init).joined() }
    }

    @Test("A label turned 50–65° at its ends is read only once the grid may bend", arguments: [0.9, 1.1])
    func bentLabelRead(wrap: Double) throws {
        let line = try Self.line(wrap: wrap, blur: 0.6)
        var even = ProfileDecoder()
        even.bendWraps = []
        #expect(Self.firstNumber(on: line, decoder: even) != Self.printed)
        // An even grid may still settle on some number, but only the bent one is trusted.
        let readings = ProfileDecoder().read(line)
        let reader = BlurredCodeReader()
        let printed = try #require(readings.first { $0.digits.map(String.init).joined() == Self.printed })
        #expect(printed.grid.bend != nil)
        #expect(reader.isTrusted(printed))
        #expect(readings.filter { $0.grid.bend == nil }.allSatisfy { !reader.isTrusted($0) })
    }

    @Test("A flat label is read on an even grid, and no bent one is tried")
    func flatLabelStaysEven() throws {
        let profile = BlurredCode.profile(try BlurredCode.modules(Self.printed), moduleWidth: Self.width, blur: 0.6)
        let line = try #require(ProfileDecoder().guarded(profile, edgesAt: Float(15 * Self.width),
                                                         Float(110 * Self.width), reach: 2))
        let readings = ProfileDecoder().read(line)
        #expect(readings.map { $0.digits.map(String.init).joined() }.contains(Self.printed))
        #expect(readings.allSatisfy { $0.grid.bend == nil })
    }
}
