import RasterKit

/// Draws EAN-13, UPC-A, UPC-E and EAN-8 symbols, with optional EAN-2/EAN-5 add-ons, as clean
/// `GrayImage`s: for test images, label previews and checking a scanner end to end.
///
/// Layout, left to right: the quiet zone, the main symbol, then (with an add-on) a gap of
/// `addOnGap` modules and the add-on, then the quiet zone again. The add-on's bars start lower,
/// where its digits would be printed above them, and end with the extended guards. No
/// human-readable digits are drawn.
///
/// ```swift
/// let renderer = BarcodeRenderer(moduleWidth: 3, barHeight: 120)
/// let image = try renderer.render(.ean13, digits: "9780306406157", addOn: "51299")
/// ```
public struct BarcodeRenderer: Sendable, Hashable {
    /// Pixels per module (the narrowest bar). At least 1.
    public var moduleWidth: Int
    /// Pixels from the top of the bars to the bottom of the normal (not extended) bars. At least 1.
    public var barHeight: Int
    /// Blank modules left and right of the symbol. GS1 asks for 11/7 (EAN-13), 9/9 (UPC-A),
    /// 9/7 (UPC-E) and 7/7 (EAN-8), and 5 right of an add-on.
    public var quietZone: Int
    /// Whether guard bars (and UPC-A's outer digits) reach `5 · moduleWidth` pixels below the others.
    public var extendedGuards: Bool
    /// Blank modules between the main symbol and its add-on; GS1 allows 7…12.
    public var addOnGap: Int
    /// Blank pixels above and below the bars.
    public var verticalMargin: Int
    /// Gray level of the bars.
    public var barLevel: UInt8
    /// Gray level of the background and spaces.
    public var backgroundLevel: UInt8

    /// Creates a renderer; the defaults make black bars on white with GS1's EAN-13 left quiet zone.
    public init(moduleWidth: Int = 2, barHeight: Int = 100, quietZone: Int = 11, extendedGuards: Bool = true,
                addOnGap: Int = 9, verticalMargin: Int = 10, barLevel: UInt8 = 0, backgroundLevel: UInt8 = 255) {
        self.moduleWidth = moduleWidth
        self.barHeight = barHeight
        self.quietZone = quietZone
        self.extendedGuards = extendedGuards
        self.addOnGap = addOnGap
        self.verticalMargin = verticalMargin
        self.barLevel = barLevel
        self.backgroundLevel = backgroundLevel
    }

    /// Pixels the guard bars reach below the others (0 when guards are not extended).
    public var guardExtension: Int { extendedGuards ? 5 * moduleWidth : 0 }

    /// Checks the digits and draws them.
    ///
    /// - Throws: `BarcodeRenderError` naming the digits or layout setting that is wrong.
    public func render(_ symbology: Symbology, digits: String, addOn: String? = nil) throws(BarcodeRenderError) -> GrayImage {
        try render(EANSymbol(symbology: symbology, digits: digits, addOn: addOn))
    }

    /// Draws an already validated symbol.
    ///
    /// - Throws: `BarcodeRenderError.invalidLayout` when a setting is out of range or the image
    ///   would exceed 32767 pixels on a side.
    public func render(_ symbol: EANSymbol) throws(BarcodeRenderError) -> GrayImage {
        try validateLayout()
        let hasAddOn = !symbol.addOnModules.isEmpty
        let addOnStart = quietZone + symbol.modules.count + addOnGap
        let totalModules = quietZone * 2 + symbol.modules.count
            + (hasAddOn ? addOnGap + symbol.addOnModules.count : 0)
        let width = totalModules * moduleWidth
        let height = 2 * verticalMargin + barHeight + guardExtension
        guard width <= 32_767 else { throw .invalidLayout(parameter: "image width", value: width) }
        guard height <= 32_767 else { throw .invalidLayout(parameter: "image height", value: height) }

        var pixels = [UInt8](repeating: backgroundLevel, count: width * height)
        let top = verticalMargin
        let normalBottom = top + barHeight
        let extendedBottom = normalBottom + guardExtension
        pixels.withUnsafeMutableBufferPointer { canvas in
            func bar(module: Int, from firstRow: Int, to endRow: Int) {
                let left = module * moduleWidth
                for row in firstRow..<endRow {
                    let start = row * width + left
                    for x in start..<(start + moduleWidth) { canvas[x] = barLevel }
                }
            }
            for (index, isBar) in symbol.modules.enumerated() where isBar {
                bar(module: quietZone + index, from: top,
                    to: symbol.extendedModules[index] ? extendedBottom : normalBottom)
            }
            let addOnTop = top + min(barHeight / 6, 10 * moduleWidth)
            for (index, isBar) in symbol.addOnModules.enumerated() where isBar {
                bar(module: addOnStart + index, from: addOnTop, to: extendedBottom)
            }
        }
        guard let image = GrayImage(width: width, height: height, pixels: pixels) else {
            throw .invalidLayout(parameter: "image width", value: width)
        }
        return image
    }

    private func validateLayout() throws(BarcodeRenderError) {
        guard (1...1000).contains(moduleWidth) else { throw .invalidLayout(parameter: "moduleWidth", value: moduleWidth) }
        guard (1...30_000).contains(barHeight) else { throw .invalidLayout(parameter: "barHeight", value: barHeight) }
        guard (0...1000).contains(quietZone) else { throw .invalidLayout(parameter: "quietZone", value: quietZone) }
        guard (7...12).contains(addOnGap) else { throw .invalidLayout(parameter: "addOnGap", value: addOnGap) }
        guard (0...10_000).contains(verticalMargin) else {
            throw .invalidLayout(parameter: "verticalMargin", value: verticalMargin)
        }
    }
}
