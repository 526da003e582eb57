import CZBar
import RasterKit

/// One way of looking at an image: an image variant and a zbar configuration.
struct ScanPass: Sendable {
    var configuration: ZBarImageScanner.Configuration
    /// Upscaling factor applied before scanning; coordinates are mapped back.
    var scale: Int = 1

    func run(on image: GrayImage) -> [ZBarSymbol] {
        guard let scanner = ZBarImageScanner(configuration) else { return [] }
        return scanner.scan(image)
    }

    /// The passes to try on `image`, cheapest first; scanning stops at the first that finds a code.
    static func plan(for image: GrayImage, options: ScanOptions) -> [ScanPass] {
        var base = ZBarImageScanner.Configuration()
        base.symbols = options.symbologies.map(SymbolConversion.zbarType(of:))
        // zbar reads UPC-A only as a flavour of EAN-13; without EAN-13 on it sees none.
        if options.symbologies.contains(.upcA) && !options.symbologies.contains(.ean13) {
            base.symbols.append(ZBAR_EAN13)
        }
        base.addOns = options.addOns
        base.invertedCodes = options.invertedCodes
        var fine = base
        fine.density = 1
        return [ScanPass(configuration: base), ScanPass(configuration: fine)]
    }
}
