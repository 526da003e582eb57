import CZBar

/// Attaches EAN-2/EAN-5 add-ons to the main code they belong to.
///
/// zbar reports an add-on as a separate symbol whose location is the add-on's far end (where
/// its last bar stops), so an add-on belongs to a main code when that end lies where GS1 puts
/// it: a 7–12 module gap after the main code, then the add-on's 20 (EAN-2) or 47 (EAN-5) modules.
/// It must also overlap the main code across the bars. Anything else is a stray read and is
/// dropped. So is an EAN-2 that ends less than a quiet zone (5 modules) before the image's edge:
/// the start of an EAN-5 cut off by the image's edge decodes as an EAN-2 (a book photo in the corpus
/// gave "54" where its price code leaves the picture), while an EAN-5 running on inside the
/// picture shows its next bar right after those two digits, so zbar finds no EAN-2 end there.
///
/// zbar's box for a main code often spans only one half of it (it joins halves decoded on
/// different scan lines). An add-on's bars are at most about 70 modules tall (GS1's nominal
/// height is 66), so when the add-on's scan lines reach further across than 80 of the modules
/// the box implies, the box is a half, and is tried as the code's left half and as its right
/// half, each keeping the whole code inside the picture. On the corpus this pairs 2 more
/// add-ons and no wrong one.
///
/// GS1 defines add-ons for EAN-13, UPC-A and UPC-E only, so an EAN-8 gets none: an add-on symbol
/// beside one is a stray, and 2 of the 5 wrong add-ons on `shelfscan bench misreads` with seed 7
/// were EAN-8s given one.
enum AddOnPairing {
    /// Modules in the main symbols that may carry an add-on, guards included.
    static func mainModules(_ symbol: ZBarSymbol) -> Double {
        symbol.type == ZBAR_UPCE ? 51 : 95
    }

    /// Modules from the main code's end to the add-on's far end: the gap plus the add-on.
    /// The window is wider than GS1's 7–12 because zbar's edges are estimates on tilted photos.
    static func farEndWindow(addOnDigits: Int) -> ClosedRange<Double> {
        let length: Double = addOnDigits == 2 ? 20 : 47
        return (length + 3)...(length + 17)
    }

    /// Modules of picture needed after an EAN-2: a quiet zone, so that an EAN-5 running on
    /// would have shown its next bar.
    static let ean2Clearance = 5.0

    /// For each main symbol, the add-on digits that sit at its right edge, if any; `imageBounds` is the
    /// image the symbols were found in.
    static func addOns(for mains: [ZBarSymbol], among addOns: [ZBarSymbol], imageBounds: BoundingBox) -> [String?] {
        mains.map { main in
            guard main.type != ZBAR_EAN8 else { return nil }
            let candidates = addOns.filter { sitsAtRightEdge($0, of: main, imageBounds: imageBounds) }
            // Where both an EAN-5 and an EAN-2 fit, the EAN-2 is a fragment of the EAN-5.
            return candidates.max { ($0.data.count, $0.quality) < ($1.data.count, $1.quality) }?.data
        }
    }

    /// Modules across the bars beyond which an add-on is too tall for the module width assumed.
    static let tallestAddOn = 80.0

    static func sitsAtRightEdge(_ addOn: ZBarSymbol, of main: ZBarSymbol, imageBounds: BoundingBox) -> Bool {
        let direction = main.orientation >= 0 ? main.orientation : 0
        let mainAcross = ReadingAxis.span(of: main.bounds, across: direction)
        let addOnAcross = ReadingAxis.span(of: addOn.bounds, across: direction)
        let slack = max(2, (mainAcross.end - mainAcross.start) / 4)
        guard addOnAcross.start <= mainAcross.end + slack && addOnAcross.end >= mainAcross.start - slack else {
            return false
        }
        let imageSpan = ReadingAxis.span(of: imageBounds, along: direction)
        let addOnEnd = Double(ReadingAxis.span(of: addOn.bounds, along: direction).end)
        let window = farEndWindow(addOnDigits: addOn.data.count)
        let extents = mainExtents(ReadingAxis.span(of: main.bounds, along: direction), modules: mainModules(main),
                                  addOnHeight: Double(addOnAcross.end - addOnAcross.start), within: imageSpan)
        return extents.contains { extent in
            window.contains((addOnEnd - extent.end) / extent.module)
                && (addOn.data.count != 2 || Double(imageSpan.end) - addOnEnd >= ean2Clearance * extent.module)
        }
    }

    /// Where the main code may end and how wide its modules may be: its box taken as the whole
    /// code, or, when the add-on is too tall for that, as its left or right half.
    static func mainExtents(_ span: (start: Int, end: Int), modules: Double, addOnHeight: Double,
                            within image: (start: Int, end: Int)) -> [(end: Double, module: Double)] {
        let start = Double(span.start), end = Double(span.end)
        let length = Double(max(span.end - span.start, 1))
        let whole = length / modules
        guard addOnHeight > tallestAddOn * whole else { return [(end, whole)] }
        let halves = [(start, start + 2 * length), (end - 2 * length, end)]
        return halves.filter { half in
            half.0 >= Double(image.start) - 4 * whole && half.1 <= Double(image.end) + 4 * whole
        }.map { (end: $0.1, module: 2 * whole) }
    }
}

/// Coordinates of a box measured along or across a code's reading direction, so that "right
/// edge" means the end of the code however it is turned in the image.
enum ReadingAxis {
    /// The box's extent along the reading direction, increasing as the code is read.
    static func span(of box: BoundingBox, along direction: Int) -> (start: Int, end: Int) {
        switch direction {
        case 1: return (box.y, box.maxY)
        case 2: return (-box.maxX, -box.x)
        case 3: return (-box.maxY, -box.y)
        default: return (box.x, box.maxX)
        }
    }

    /// The box's extent across the reading direction (along the bars).
    static func span(of box: BoundingBox, across direction: Int) -> (start: Int, end: Int) {
        direction == 1 || direction == 3 ? (box.x, box.maxX) : (box.y, box.maxY)
    }
}
