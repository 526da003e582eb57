import BarcodeKit
import Foundation
import RasterKit
import ShelfScanTestSupport

/// The barcode photos under `TestImages/barcodes`, with their expected codes.
extension TestImageFiles {
    /// Every image in `barcodes/`.
    static let barcodeImages = names(in: "barcodes")

    /// The images in `barcodes/` whose `.expected.json` says `"difficulty": "standard"`.
    static let standardBarcodeImages = barcodeImages.filter { (try? expected($0).difficulty) == "standard" }

    static func image(_ name: String) throws -> GrayImage {
        try ImageDecoder().decode(contentsOf: path("barcodes", name))
    }

    static func expected(_ name: String) throws -> Expected {
        try expectation(Expected.self, "barcodes", name)
    }

    /// A barcode photo's `.expected.json`.
    struct Expected: Decodable {
        var codes: [Code]
        var difficulty: String
        /// Whether the codes are printed light on dark. Files that do not say are dark on light.
        var inverted: Bool?

        /// Options a caller who knows the photo would pass.
        var scanOptions: ScanOptions { ScanOptions(invertedCodes: inverted ?? false) }
    }

    /// One expected code: symbology name as `Symbology.rawValue`, digits as printed.
    struct Code: Decodable, Hashable, Comparable, CustomStringConvertible {
        var symbology: String
        var digits: String
        var addon: String?

        init(symbology: String, digits: String, addon: String?) {
            self.symbology = symbology
            self.digits = digits
            self.addon = addon
        }

        init(_ barcode: Barcode) {
            self.init(symbology: barcode.symbology.rawValue, digits: barcode.digits, addon: barcode.addOn)
        }

        /// The same code without its add-on, to compare main numbers only.
        var main: Code { Code(symbology: symbology, digits: digits, addon: nil) }

        static func < (lhs: Code, rhs: Code) -> Bool {
            (lhs.symbology, lhs.digits, lhs.addon ?? "") < (rhs.symbology, rhs.digits, rhs.addon ?? "")
        }

        var description: String { "\(symbology) \(digits)" + (addon.map { " +\($0)" } ?? "") }
    }

    /// Whether `codes` are exactly the expected ones (ignoring order).
    static func readsExactly(_ codes: [Barcode], _ expected: Expected) -> Bool {
        codes.map(Code.init).sorted() == expected.codes.sorted()
    }
}
