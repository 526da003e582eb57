import BarcodeKit
import RasterKit
import ShelfScanTestSupport

/// A book's back cover: title blocks, a picture, the ISBN (often with its price add-on) on a white
/// box, and a second, unrelated code such as a shop's price sticker somewhere else.
struct CoverScene {
    /// One code on the cover, with the top-left corner of its white label.
    struct Placement {
        var code: ExpectedResult.Code
        var symbology: Symbology
        var digits: String
        var addOn: String?
        var x: Int
        var y: Int
        var moduleWidth = 2
    }

    var name: String
    var width = 640
    var height = 900
    var placements: [Placement]
    var degrees = 0.0
    var blurSigma = 0.0
    var noiseSigma = 3.0
    var quality = 85
    var difficulty = ExpectedResult.Difficulty.standard

    var fileName: String { name + ".jpg" }

    var expected: ExpectedResult {
        .codes(placements.map(\.code), difficulty: difficulty)
    }

    func render() throws -> [UInt8] {
        var generator = SplitMix64(name: name)
        var canvas = Canvas.gradient(width: width, height: height, top: 150, bottom: 95)
        // Lines of "text": dark blocks of random length, like a blurb seen from afar.
        for line in 0..<9 {
            let length = 200 + Int(generator.unit() * 300)
            canvas.fillRect(x: 50, y: 60 + line * 26, width: length, height: 12, level: 235)
        }
        // A picture area with soft shading.
        for y in 320..<520 {
            for x in 50..<(width - 50) {
                let shade = 60 + 90 * Double((x - 50) * (y - 320)) / Double((width - 100) * 200)
                canvas.pixels[y * width + x] = UInt8(shade)
            }
        }
        for placement in placements {
            let renderer = BarcodeRenderer(moduleWidth: placement.moduleWidth, barHeight: 36 * placement.moduleWidth,
                                           quietZone: 9, verticalMargin: 4 * placement.moduleWidth)
            let code = try renderer.render(placement.symbology, digits: placement.digits, addOn: placement.addOn)
            canvas.paste(code, x: placement.x, y: placement.y)
        }
        var image = canvas.image
        if degrees != 0 { image = image.rotated(by: degrees, fill: 40) }
        image = Degradation.blurred(image, sigma: blurSigma)
        image = Degradation.noisy(image, sigma: noiseSigma, generator: &generator)
        return try JPEGEncoder(quality: quality).encode(image)
    }

    static var covers: [CoverScene] {
        func place(_ symbology: Symbology, _ digits: String, addOn: String? = nil, x: Int, y: Int,
                   moduleWidth: Int = 2) -> Placement {
            Placement(code: .init(symbology, digits, addOn: addOn), symbology: symbology, digits: digits,
                      addOn: addOn, x: x, y: y, moduleWidth: moduleWidth)
        }
        return [
            CoverScene(name: "cover-isbn-ean5-and-store-ean13", placements: [
                place(.ean13, Numbers.isbnA, addOn: "51299", x: 250, y: 640),
                place(.ean13, Numbers.storeCode, x: 380, y: 180),
            ]),
            CoverScene(name: "cover-isbn-ean5-and-ean8", placements: [
                place(.ean13, Numbers.isbnD, addOn: "90000", x: 40, y: 640),
                place(.ean8, Numbers.ean8A, x: 440, y: 560),
            ]),
            CoverScene(name: "cover-isbn-and-store-ean13-rotate4", placements: [
                place(.ean13, Numbers.isbnF, x: 330, y: 650),
                place(.ean13, Numbers.storeCode, x: 60, y: 570),
            ], degrees: 4, blurSigma: 0.8, quality: 80),
            CoverScene(name: "cover-isbn-ean5-and-upca-ean5", width: 760, placements: [
                place(.ean13, Numbers.isbnH, addOn: "50799", x: 30, y: 640),
                place(.upcA, Numbers.upcB, addOn: "00799", x: 410, y: 540),
            ]),
        ]
    }
}
