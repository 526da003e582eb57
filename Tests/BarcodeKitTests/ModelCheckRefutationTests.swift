@testable import BarcodeKit
import RasterKit
import Testing

/// `ModelCheck` on bars from which the model reads no valid number: the reading zbar gave is
/// judged by its own pattern's fit (`DigitChallenge`).
@Suite("Model check where the model reads nothing")
struct ModelCheckRefutationTests {
    /// `ModelCheckTests.digits` printed with a wrong last digit (0 for 7), so that no line reads a
    /// valid number, as happens on a damaged or poorly lit label.
    static func image(blur: Double, reversed: Bool = false) throws -> GrayImage {
        var modules = try BlurredCode.modules(ModelCheckTests.digits)
        let check = modules.count - 3 - 7
        modules.replaceSubrange(check..<check + 7, with: EANEncoding.digit(0, .r))
        var profile = BlurredCode.profile(modules, moduleWidth: 3, blur: blur)
        if reversed { profile.reverse() }
        return try BlurredCode.image(profile, height: 90)
    }

    @Test("A number with 7 read as 1 is contradicted though no line reads the printed one, either way round",
          arguments: [false, true])
    func swappedRefuted(reversed: Bool) throws {
        let image = try Self.image(blur: 0.65, reversed: reversed)
        #expect(ModelCheck().verdict(on: ModelCheckTests.code(ModelCheckTests.swapped), in: image) == .contradicted(by: nil))
    }

    @Test("Without enough refuting lines the check stays silent")
    func fewRefutingLinesStaySilent() throws {
        var check = ModelCheck()
        check.refutingLines = check.linesWithoutReading + 1
        let image = try Self.image(blur: 0.65)
        #expect(check.verdict(on: ModelCheckTests.code(ModelCheckTests.swapped), in: image) == .silent)
    }
}
