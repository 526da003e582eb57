import BarcodeKit
import RasterKit

/// A book back as a clip shows it: a light cover with an EAN-13 (and an optional add-on or a
/// second, smaller code beside it), drawn once and then placed on each frame.
public struct ClipBook: Sendable {
    /// The number of the main code.
    public let number: String
    /// The cover picture, upright.
    public let cover: GrayImage
    /// Where the main code sits in `cover`.
    public let codeBox: PixelRect

    /// A cover with `number` (and `addOn`) at modules of `moduleWidth` pixels; `secondCode`, when
    /// given, is printed beside it, smaller, like a shop's price label.
    public init(number: String, addOn: String? = nil, moduleWidth: Int = 3, secondCode: String? = nil,
                paper: UInt8 = 225) throws {
        self.number = number
        let renderer = BarcodeRenderer(moduleWidth: moduleWidth, barHeight: 26 * moduleWidth, quietZone: 11,
                                       verticalMargin: 3 * moduleWidth, barLevel: 30, backgroundLevel: 245)
        let code = try renderer.render(.ean13, digits: number, addOn: addOn)
        let label = try secondCode.map { try BarcodeRenderer(moduleWidth: 2, barHeight: 44, barLevel: 30, backgroundLevel: 250)
            .render(.ean13, digits: $0) }
        let margin = 14 * moduleWidth
        let width = margin * 2 + code.width + (label.map { $0.width + margin } ?? 0)
        let height = margin * 2 + max(code.height, label?.height ?? 0) + 20 * moduleWidth
        var page = GrayImage(width: width, height: height, fill: paper)
        Self.paste(code, into: &page, x: margin, y: height - margin - code.height)
        if let label { Self.paste(label, into: &page, x: margin * 2 + code.width, y: height - margin - label.height) }
        Self.printLines(into: &page, width: code.width, x: margin, y: margin, rows: 20 * moduleWidth - margin / 2)
        cover = page
        codeBox = PixelRect(x: margin, y: height - margin - code.height, width: code.width, height: code.height)
    }

    private static func paste(_ image: GrayImage, into page: inout GrayImage, x: Int, y: Int) {
        for row in 0..<image.height {
            for column in 0..<image.width { page[x + column, y + row] = image[column, row] }
        }
    }

    /// Grey bands standing for the blurb above the code: edges for the scanner to ignore.
    private static func printLines(into page: inout GrayImage, width: Int, x: Int, y: Int, rows: Int) {
        for row in 0..<max(0, rows) where (row / 6) % 2 == 0 {
            let length = width - (row * 37 % 90)
            for column in 0..<max(0, length) where (column / 9) % 5 != 4 { page[x + column, y + row] = 120 }
        }
    }
}
