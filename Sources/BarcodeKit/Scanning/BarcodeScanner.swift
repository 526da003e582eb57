import CZBar
import RasterKit

/// Finds EAN-13, UPC-A, UPC-E and EAN-8 barcodes, with their EAN-2/EAN-5 add-ons, in a grayscale image.
///
/// Each call uses fresh zbar scanners, so one `BarcodeScanner` may scan many images from many
/// threads at once, and results never depend on what was scanned before.
///
/// ```swift
/// let image = try ImageDecoder().decode(contentsOf: "book.jpg")
/// let codes = BarcodeScanner().scan(image)
/// print(codes.first?.isbn?.isbn13 ?? "no ISBN")
/// ```
public struct BarcodeScanner: Sendable {
    /// What to look for.
    public var options: ScanOptions

    /// Creates a scanner with the given options.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Every barcode in `image`, each reported once, in zbar's reading order.
    public func scan(_ image: GrayImage) -> [Barcode] {
        for pass in ScanPass.plan(for: image, options: options) {
            let symbols = pass.run(on: image)
            let codes = assemble(symbols)
            if !codes.isEmpty { return codes }
        }
        return []
    }

    private func assemble(_ symbols: [ZBarSymbol]) -> [Barcode] {
        let mains = symbols.filter { !$0.isAddOn }
        let addOns = options.addOns
            ? AddOnPairing.addOns(for: mains, among: symbols.filter(\.isAddOn))
            : Array(repeating: nil, count: mains.count)
        var seen = Set<String>()
        var codes: [Barcode] = []
        for (symbol, addOn) in zip(mains, addOns) {
            guard let code = SymbolConversion.barcode(from: symbol, addOn: addOn),
                  options.symbologies.contains(code.symbology),
                  seen.insert(code.gtin13).inserted else { continue }
            codes.append(code)
        }
        return codes
    }
}
