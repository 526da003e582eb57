import BarcodeKit
import Foundation
import RasterKit

/// Pictures of barcodes drawn by BarcodeKit's renderer, for inputs TestImages/ has no file for.
public enum BarcodePictures {
    /// EAN-13 symbols for `numbers`, one above the other on a white page.
    public static func stacked(_ numbers: [String]) throws -> GrayImage {
        let renderer = BarcodeRenderer(moduleWidth: 3, barHeight: 90)
        let symbols = try numbers.map { try renderer.render(.ean13, digits: $0) }
        let width = symbols.map(\.width).max() ?? 1
        let gap = 40
        var page = GrayImage(width: width, height: symbols.map { $0.height + gap }.reduce(gap, +), fill: 255)
        var top = gap
        for symbol in symbols {
            for y in 0..<symbol.height {
                for x in 0..<symbol.width { page[x, top + y] = symbol[x, y] }
            }
            top += symbol.height + gap
        }
        return page
    }

    /// A white page with no barcode at all.
    public static let blank = GrayImage(width: 320, height: 240, fill: 230)

    /// `image` written as a PNG file in `folder`; returns its path.
    public static func write(_ image: GrayImage, named name: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(name)
        try Data(try PNGEncoder().encode(image)).write(to: file)
        return file.path
    }
}
