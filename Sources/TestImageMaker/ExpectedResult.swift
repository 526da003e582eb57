import BarcodeKit
import Foundation

/// The `<file>.expected.json` beside each test image: what a reader should get from it.
struct ExpectedResult: Encodable {
    /// One barcode in the image, digits as printed.
    struct Code: Encodable {
        let symbology: String
        let digits: String
        let addon: String?

        init(_ symbology: Symbology, _ digits: String, addOn: String? = nil) {
            self.symbology = symbology.rawValue
            self.digits = digits
            addon = addOn
        }
    }

    /// Whether plain zbar (density 1) reads the image, or only a better decoder is expected to.
    enum Difficulty: String, Encodable {
        case standard
        case hard
    }

    /// The `ImageError.Reason` case a broken file must produce.
    enum Failure: String, Encodable {
        case notAnImage, truncated, tooLarge, unsupported, empty
    }

    var codes: [Code]?
    var difficulty: Difficulty?
    var width: Int?
    var height: Int?
    var error: Failure?

    static func codes(_ codes: [Code], difficulty: Difficulty) -> ExpectedResult {
        ExpectedResult(codes: codes, difficulty: difficulty)
    }

    static func failure(_ failure: Failure) -> ExpectedResult {
        ExpectedResult(error: failure)
    }

    /// Pretty-printed with sorted keys, so regenerated files are byte-identical.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
