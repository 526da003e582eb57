/// Attaches EAN-2/EAN-5 add-ons to the main code they belong to.
///
/// zbar reports an add-on as a separate symbol. It belongs to a main code only when it starts
/// just after that code's right edge (the GS1 gap is 7–12 modules, about a tenth of an EAN-13)
/// and overlaps it across the bars; anything else is a stray read, such as a cut-off EAN-5
/// decoded as an EAN-2, and is dropped.
enum AddOnPairing {
    /// The gap allowed between the main code's end and the add-on's start, as a fraction of the
    /// main code's length: generous for tilt and for zbar's edge estimates.
    static let maximumGapFraction = 0.35
    /// How far the add-on may start inside the main code, as a fraction of its length.
    static let maximumOverlapFraction = 0.05

    /// For each main symbol, the add-on digits that sit at its right edge, if any.
    static func addOns(for mains: [ZBarSymbol], among addOns: [ZBarSymbol]) -> [String?] {
        mains.map { main in
            let candidates = addOns.filter { sitsAtRightEdge($0, of: main) }
            // Where both an EAN-5 and an EAN-2 fit, the EAN-2 is a fragment of the EAN-5.
            let best = candidates.max { rank($0) < rank($1) }
            return best?.data
        }
    }

    private static func rank(_ symbol: ZBarSymbol) -> (Int, Int) {
        (symbol.data.count, symbol.quality)
    }

    static func sitsAtRightEdge(_ addOn: ZBarSymbol, of main: ZBarSymbol) -> Bool {
        let direction = main.orientation >= 0 ? main.orientation : 0
        let mainSpan = ReadingAxis.span(of: main.bounds, along: direction)
        let addOnSpan = ReadingAxis.span(of: addOn.bounds, along: direction)
        let length = Double(max(mainSpan.end - mainSpan.start, 1))
        let gap = Double(addOnSpan.start - mainSpan.end)
        guard gap >= -maximumOverlapFraction * length, gap <= maximumGapFraction * length else {
            return false
        }
        let mainAcross = ReadingAxis.span(of: main.bounds, across: direction)
        let addOnAcross = ReadingAxis.span(of: addOn.bounds, across: direction)
        // A bar code and its add-on share bars' height; allow a scan line of slack each side.
        let slack = max(2, (mainAcross.end - mainAcross.start) / 4)
        return addOnAcross.start <= mainAcross.end + slack && addOnAcross.end >= mainAcross.start - slack
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
