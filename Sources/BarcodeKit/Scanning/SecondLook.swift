import RasterKit

/// Looks again at a trusted code in its own geometry, at the image's full resolution: the
/// region around it straightened (`RegionScan`), where its bars stand upright and an add-on
/// lies along its reading direction however the code is turned.
///
/// Two kinds of code get the look:
/// - one that only reduced images showed: zbar misreads bars that halving has squeezed to about
///   a pixel, the same way on every pass over that image (a 1280×720 frame with 2-pixel modules,
///   halved for fast mode, gave a wrong ISBN on both opening passes). When the full-resolution
///   look reads a different number of the same length there, the reduced reading is dropped and
///   the full-resolution one, seen on enough lines, stands in its place;
/// - one that may carry an add-on and has none: on a code tilted 8–25° the add-on's short bars
///   are crossed by few of the passes' rows and columns. On the 150 rendered book covers of
///   `../shared/books` this raises the add-ons read from 70 to 94.
///
/// Each look costs about 1–2 ms; codes that can carry no add-on and were read at full resolution
/// (most groceries and shelf labels) are not looked at.
struct SecondLook: Sendable {
    let image: GrayImage
    let options: ScanOptions
    /// Scan lines a full-resolution reading needs to replace a reduced one.
    var replacementSupport = 3

    /// `codes` checked: `onlyReduced` holds the numbers only reduced images showed.
    func checked(_ codes: [Barcode], onlyReduced: Set<String>) -> [Barcode] {
        var result: [Barcode] = []
        for code in codes {
            let reduced = onlyReduced.contains(code.gtin13)
            guard reduced || wantsAddOn(code) else {
                result.append(code)
                continue
            }
            let again = RegionScan().read(image, around: code.bounds, options: options)
            if let same = again.first(where: { $0.gtin13 == code.gtin13 }) {
                var completed = code
                completed.addOn = code.addOn ?? same.addOn
                result.append(completed)
            } else if reduced, let rival = again.first(where: { $0.digits.count == code.digits.count }) {
                if rival.confidence >= replacementSupport, !result.contains(where: { $0.gtin13 == rival.gtin13 }) {
                    result.append(rival)
                }
            } else {
                result.append(code)
            }
        }
        return result
    }

    private func wantsAddOn(_ code: Barcode) -> Bool {
        options.addOns && code.addOn == nil && Self.mayCarryAddOn(code)
    }

    /// Whether GS1 lets the code carry an add-on: periodicals (ISSN, 977) and books (ISBN and
    /// ISMN, 978 and 979) as EAN-13, and UPC-A, which US periodicals use.
    static func mayCarryAddOn(_ code: Barcode) -> Bool {
        switch code.symbology {
        case .upcA: return true
        case .ean13: return ["977", "978", "979"].contains(code.gtin13.prefix(3))
        case .upcE, .ean8: return false
        }
    }
}
