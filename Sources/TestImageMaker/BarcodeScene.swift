import BarcodeKit
import RasterKit
import ShelfScanTestSupport

/// One synthetic barcode photo: a clean symbol on paper, then turned, blurred, noised,
/// inverted and compressed as a camera and a careless upload would.
struct BarcodeScene {
    enum Encoding {
        case png
        case jpeg(quality: Int)

        var fileExtension: String {
            switch self {
            case .png: return "png"
            case .jpeg: return "jpg"
            }
        }
    }

    var name: String
    var symbology: Symbology
    var digits: String
    var addOn: String?
    var moduleWidth = 2
    var quietZone = 11
    var barHeight: Int?
    var degrees = 0.0
    var blurSigma = 0.0
    var noiseSigma = 0.0
    var barLevel: UInt8 = 25
    var paperTop: UInt8 = 238
    var paperBottom: UInt8 = 226
    var inverted = false
    var padding = 40
    var encoding = Encoding.png
    var difficulty = ExpectedResult.Difficulty.standard

    var fileName: String { name + "." + encoding.fileExtension }

    /// What a reader should report: the code, with its add-on unless it is an EAN-8, for which
    /// GS1 defines none, so that an add-on printed beside one is not its own.
    var expected: ExpectedResult {
        let reported = symbology == .ean8 ? nil : addOn
        return .codes([ExpectedResult.Code(symbology, digits, addOn: reported)], difficulty: difficulty)
    }

    func render() throws -> [UInt8] {
        let paper = paperTop / 2 + paperBottom / 2
        let renderer = BarcodeRenderer(moduleWidth: moduleWidth, barHeight: barHeight ?? max(60, 36 * moduleWidth),
                                       quietZone: quietZone, verticalMargin: 0,
                                       barLevel: barLevel, backgroundLevel: paper)
        let code = try renderer.render(symbology, digits: digits, addOn: addOn)
        var canvas = Canvas.gradient(width: max(200, code.width + 2 * padding),
                                     height: max(200, code.height + 2 * padding),
                                     top: paperTop, bottom: paperBottom)
        canvas.paste(code, x: (canvas.width - code.width) / 2, y: (canvas.height - code.height) / 2)
        var image = canvas.image
        if degrees != 0 { image = image.rotated(by: degrees, fill: paper) }
        var generator = SplitMix64(name: name)
        image = Degradation.blurred(image, sigma: blurSigma)
        image = Degradation.noisy(image, sigma: noiseSigma, generator: &generator)
        if inverted { image = image.inverted() }
        switch encoding {
        case .png: return try PNGEncoder().encode(image)
        case let .jpeg(quality): return try JPEGEncoder(quality: quality).encode(image)
        }
    }
}
