import CZBar
import RasterKit

/// One look at an image: a variant of it, scanned by zbar at a scan-line density.
///
/// ```swift
/// let pass = ScanPass(variant: .rotated(45), density: 2)
/// let codes = pass.run(on: image, options: ScanOptions())
/// ```
public struct ScanPass: Sendable, Hashable, CustomStringConvertible {
    /// How the image is prepared.
    public var variant: ImageVariant
    /// zbar's scan-line spacing in pixels, in both directions (1 scans every row and column).
    public var density: Int
    /// How many times the image is halved before the variant is made: filters on a 12-megapixel
    /// photo cost seconds, on its half a quarter of that, and its codes stay big enough.
    public var halvings: Int

    /// Creates a pass.
    public init(variant: ImageVariant, density: Int, halvings: Int = 0) {
        self.variant = variant
        self.density = density
        self.halvings = halvings
    }

    /// Whether the pass looks at the image at less than full resolution.
    var reducesResolution: Bool {
        if halvings > 0 { return true }
        if case .halved = variant { return true }
        if case let .scaled(factor) = variant { return factor < 1 }
        return false
    }

    /// e.g. `rotate+45@2`, or `binarize16@2/4` for a pass on a quarter-size image.
    public var description: String {
        "\(variant)@\(density)" + (halvings > 0 ? "/\(1 << halvings)" : "")
    }

    /// The codes this pass finds, add-ons paired and boxes in `image`'s coordinates.
    public func run(on image: GrayImage, options: ScanOptions) -> [Barcode] {
        read(image, options: options).barcodes
    }

    /// The codes this pass finds, with the symbols behind them.
    func read(_ image: GrayImage, options: ScanOptions) -> PassReading {
        var configuration = ZBarImageScanner.Configuration()
        configuration.symbols = Self.zbarSymbols(for: options.symbologies)
        configuration.addOns = options.addOns
        configuration.invertedCodes = options.invertedCodes
        configuration.density = Int32(density)
        guard let scanner = ZBarImageScanner(configuration) else { return .nothing }
        var working = image
        for _ in 0..<halvings { working = working.halved() }
        let scanned = variant.apply(to: working)
        let symbols = scanner.scan(scanned)
        guard variant.turnsImage else {
            // Scaling keeps directions and proportions, so the symbols are paired where the
            // image has them, and kept for pairing across passes.
            let upright = symbols.map { symbol in
                var mapped = symbol
                mapped.bounds = mapBack(symbol.bounds, working: working)
                return mapped
            }
            return PassReading(barcodes: SymbolAssembly.barcodes(from: upright, imageBounds: image.bounds, options: options),
                               uprightSymbols: upright)
        }
        let codes = SymbolAssembly.barcodes(from: symbols, imageBounds: scanned.bounds, options: options).map { code in
            var mapped = code
            mapped.bounds = mapBack(code.bounds, working: working)
            return mapped
        }
        return PassReading(barcodes: codes, uprightSymbols: [])
    }

    /// `box` in the variant of `working` taken back to the coordinates of the image as given.
    private func mapBack(_ box: BoundingBox, working: GrayImage) -> BoundingBox {
        let factor = 1 << halvings
        let unvaried = variant.mapBack(box, original: working)
        return BoundingBox(x: unvaried.x * factor, y: unvaried.y * factor,
                           width: unvaried.width * factor, height: unvaried.height * factor)
    }

    static func zbarSymbols(for symbologies: Set<Symbology>) -> [zbar_symbol_type_t] {
        var symbols = symbologies.sorted { $0.rawValue < $1.rawValue }.map(SymbolConversion.zbarType(of:))
        // zbar reads UPC-A only as a flavour of EAN-13; without EAN-13 on it sees none.
        if symbologies.contains(.upcA) && !symbologies.contains(.ean13) {
            symbols.append(ZBAR_EAN13)
        }
        return symbols
    }
}

extension ScanPass {
    /// Parses `VARIANT@DENSITY[/SHRINK]`, e.g. `r30@2` or `b16@2/2`: `o` original, `d` half
    /// size, `u1.5` scaled, `r30` rotated, `s` stretched, `h` equalised, `k2` sharpened,
    /// `b16` binarised; `/2`, `/4`... first halves the image once, twice...
    ///
    /// ```swift
    /// ScanPass(code: "u2@3")     // scaled ×2, density 3
    /// ScanPass(code: "k1@2/2")   // sharpened half-size image, density 2
    /// ```
    public init?(code: String) {
        let shrinkParts = code.split(separator: "/")
        guard shrinkParts.count <= 2 else { return nil }
        var halvings = 0
        if shrinkParts.count == 2 {
            guard let shrink = Int(shrinkParts[1]), shrink > 1, shrink & (shrink - 1) == 0 else { return nil }
            halvings = shrink.trailingZeroBitCount
        }
        let parts = shrinkParts[0].split(separator: "@")
        guard parts.count == 2, let density = Int(parts[1]), density > 0,
              let kind = parts[0].first else { return nil }
        let argument = parts[0].dropFirst()
        let number = argument.isEmpty ? nil : Double(argument)
        guard argument.isEmpty || number != nil else { return nil }
        let variant: ImageVariant
        switch (kind, number) {
        case ("o", nil): variant = .original
        case ("d", nil): variant = .halved
        case ("s", nil): variant = .stretched
        case ("h", nil): variant = .equalized
        case let ("u", factor?) where factor > 0 && factor <= 4: variant = .scaled(factor)
        case let ("r", degrees?): variant = .rotated(degrees)
        case let ("k", radius?) where radius >= 1: variant = .sharpened(radius: Int(radius))
        case let ("b", radius?) where radius >= 1: variant = .binarized(radius: Int(radius))
        default: return nil
        }
        self.init(variant: variant, density: density, halvings: halvings)
    }
}
