/// Turns the symbols of one zbar pass into barcodes: add-ons paired with their main code,
/// checked with ISBNKit, filtered to the wanted families, each number once.
enum SymbolAssembly {
    /// The barcodes among `symbols`, found in an image the size of `imageBounds`.
    static func barcodes(from symbols: [ZBarSymbol], imageBounds: BoundingBox, options: ScanOptions) -> [Barcode] {
        let mains = symbols.filter { !$0.isAddOn }
        let addOns = options.addOns
            ? AddOnPairing.addOns(for: mains, among: symbols.filter(\.isAddOn), imageBounds: imageBounds)
            : Array(repeating: nil, count: mains.count)
        var best: [String: Barcode] = [:]
        var order: [String] = []
        for (symbol, addOn) in zip(mains, addOns) {
            guard let code = SymbolConversion.barcode(from: symbol, addOn: addOn),
                  options.symbologies.contains(code.symbology) else { continue }
            if let known = best[code.gtin13] {
                if code.confidence > known.confidence { best[code.gtin13] = code }
            } else {
                best[code.gtin13] = code
                order.append(code.gtin13)
            }
        }
        return order.compactMap { best[$0] }
    }
}
