@testable import BarcodeKit
import RasterKit
import Testing

/// `DigitChallenge`: a number's own pattern fitted to a blurred line, and the gain of the best
/// rival digit, which tells a number zbar swapped 1 and 7, 2 and 8 in from the printed one.
@Suite("Digit challenges on blurred lines")
struct DigitChallengeTests {
    /// A printed number, and the same with its 7 read as 1 and its 2 as 8, as zbar misread it
    /// on a blurred photo: both swaps sit where the check digit weighs 3, so it still fits.
    static let printed = "9785602483529"
    static let swapped = "9185602483589"

    static func digits(_ text: String) -> [Int] { text.compactMap(\.wholeNumberValue) }

    /// A line across `printed` at 2.7 pixels per module, blurred by `blur` modules, guarded where
    /// an edge reader would put its ends; reversed when read from the other end.
    static func line(blur: Double, reversed: Bool = false) throws -> GuardedProfile {
        let width = 2.7
        var profile = BlurredCode.profile(try BlurredCode.modules(printed), moduleWidth: width, blur: blur)
        if reversed { profile.reverse() }
        let start = Float(15 * width), end = Float(110 * width)
        return try #require(ProfileDecoder().guarded(profile, edgesAt: start, end, reach: 2))
    }

    @Test("The printed number fits and no digit has a better rival; the swapped one loses to the printed digits",
          arguments: [0.5, 0.65, 0.8])
    func printedStandsSwappedRefuted(blur: Double) throws {
        let line = try Self.line(blur: blur)
        let check = ModelCheck()
        let own = try #require(ProfileDecoder().challenge(of: Self.digits(Self.printed), on: line))
        #expect(own.misfit <= check.refutingMisfit)
        #expect(own.rivalGain < check.refutingGain / 2)
        let rival = try #require(ProfileDecoder().challenge(of: Self.digits(Self.swapped), on: line))
        #expect(rival.rivalGain >= check.refutingGain)
        #expect(rival.misfit > own.misfit)
    }

    @Test("A line read from the other end gives the same verdicts")
    func eitherWayRound() throws {
        let line = try Self.line(blur: 0.65, reversed: true)
        let own = try #require(ProfileDecoder().challenge(of: Self.digits(Self.printed), on: line))
        let rival = try #require(ProfileDecoder().challenge(of: Self.digits(Self.swapped), on: line))
        #expect(own.rivalGain < ModelCheck().refutingGain / 2)
        #expect(rival.rivalGain >= ModelCheck().refutingGain)
    }

    @Test("Only EAN-13 patterns are challenged: short symbols and wrong lengths give nothing")
    func onlyLongCodes() throws {
        let line = try Self.line(blur: 0.65)
        var short = ProfileDecoder()
        short.symbol = .upcE
        #expect(short.challenge(of: Self.digits("05102739"), on: line) == nil)
        #expect(ProfileDecoder().challenge(of: Self.digits("978560248352"), on: line) == nil)
    }
}
