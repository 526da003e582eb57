import CZBar
import RasterKit

/// A thin owner of one `zbar_image_scanner_t` (`zbar_image_scanner_create` /
/// `zbar_image_scanner_destroy`), configured for one kind of pass.
///
/// Not shared between threads: each still image gets a fresh one, because zbar carries
/// half-decoded EAN state from one image into the next.
final class ZBarImageScanner {
    private let scanner: OpaquePointer

    /// What one pass looks for, and how densely.
    struct Configuration: Sendable {
        /// Scan-line spacing in pixels, in both directions; 1 looks at every row and column.
        var density: Int32 = 2
        /// Whether columns are scanned as well as rows; a straightened image whose bars stand
        /// upright needs rows only (`ZBAR_CFG_X_DENSITY` 0), at half the cost.
        var scansColumns = true
        var invertedCodes = false
        var symbols: [zbar_symbol_type_t] = [ZBAR_EAN13, ZBAR_UPCA, ZBAR_UPCE, ZBAR_EAN8]
        var addOns = true
    }

    init?(_ configuration: Configuration) {
        ZBarImageScanner.silenceOnce
        guard let scanner = zbar_image_scanner_create() else { return nil }
        self.scanner = scanner
        set(ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbol in configuration.symbols {
            set(symbol, ZBAR_CFG_ENABLE, 1)
        }
        if configuration.addOns {
            set(ZBAR_EAN2, ZBAR_CFG_ENABLE, 1)
            set(ZBAR_EAN5, ZBAR_CFG_ENABLE, 1)
        }
        set(ZBAR_NONE, ZBAR_CFG_X_DENSITY, configuration.scansColumns ? configuration.density : 0)
        set(ZBAR_NONE, ZBAR_CFG_Y_DENSITY, configuration.density)
        set(ZBAR_NONE, ZBAR_CFG_TEST_INVERTED, configuration.invertedCodes ? 1 : 0)
    }

    deinit {
        zbar_image_scanner_destroy(scanner)
    }

    /// Scans `image` with `zbar_scan_image` and copies every symbol out, but for add-ons with a
    /// digit zbar could not settle (`ZBarSymbol.hasAddOnDigits`).
    ///
    /// zbar reads rows of exactly `width` bytes, so a padded image is handed over at its stride
    /// width and cropped (`zbar_image_set_crop`) to the real width.
    func scan(_ image: GrayImage) -> [ZBarSymbol] {
        guard let zimage = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(zimage) }
        zbar_image_set_format(zimage, ZBarImageScanner.y800)
        zbar_image_set_size(zimage, UInt32(image.bytesPerRow), UInt32(image.height))
        zbar_image_set_crop(zimage, 0, 0, UInt32(image.width), UInt32(image.height))
        return image.pixels.withUnsafeBytes { buffer -> [ZBarSymbol] in
            zbar_image_set_data(zimage, buffer.baseAddress, UInt(buffer.count), nil)
            defer { zbar_image_set_data(zimage, nil, 0, nil) }
            guard zbar_scan_image(scanner, zimage) > 0 else { return [] }
            return symbols(of: zimage)
        }
    }

    private func symbols(of zimage: OpaquePointer) -> [ZBarSymbol] {
        var found: [ZBarSymbol] = []
        var symbol = zbar_image_first_symbol(zimage)
        while let current = symbol {
            let data = zbar_symbol_get_data(current).map { String(cString: $0) } ?? ""
            let points = (0..<zbar_symbol_get_loc_size(current)).map { index in
                (x: Int(zbar_symbol_get_loc_x(current, index)), y: Int(zbar_symbol_get_loc_y(current, index)))
            }
            let copied = ZBarSymbol(
                type: zbar_symbol_get_type(current), data: data,
                quality: Int(zbar_symbol_get_quality(current)),
                bounds: BoundingBox(enclosing: points) ?? BoundingBox(x: 0, y: 0, width: 0, height: 0),
                orientation: Int(zbar_symbol_get_orientation(current).rawValue))
            if !copied.isAddOn || copied.hasAddOnDigits { found.append(copied) }
            symbol = zbar_symbol_next(current)
        }
        return found
    }

    private func set(_ symbol: zbar_symbol_type_t, _ config: zbar_config_t, _ value: Int32) {
        zbar_image_scanner_set_config(scanner, symbol, config, value)
    }

    /// `zbar_fourcc` is a macro Swift cannot import; `zbar_fourcc_parse` gives the same value.
    private static let y800 = zbar_fourcc_parse("Y800")

    /// zbar prints diagnostics at verbosity above 0; a library must stay quiet.
    private static let silenceOnce: Void = zbar_set_verbosity(0)
}
