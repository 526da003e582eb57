import CZBar

/// Attaches EAN-2/EAN-5 add-ons to the main code they belong to.
///
/// zbar reports an add-on as a separate symbol whose location is the add-on's far end (where
/// its last bar stops), so an add-on belongs to a main code when that end lies where GS1 puts
/// it: a 7–12 module gap after the main code, then the add-on's 20 (EAN-2) or 47 (EAN-5) modules.
/// It must also overlap the main code across the bars. Anything else is a stray read, such as a
/// cut-off EAN-5 decoded as an EAN-2, and is dropped.
enum AddOnPairing {
    /// Modules in the main symbols, guards included.
    static func mainModules(_ symbol: ZBarSymbol) -> Double {
        symbol.data.count == 8 && symbol.type != ZBAR_UPCE ? 67 : symbol.type == ZBAR_UPCE ? 51 : 95
    }

    /// Modules from the main code's end to the add-on's far end: the gap plus the add-on.
    /// The window is wider than GS1's 7–12 because zbar's edges are estimates on tilted photos.
    static func farEndWindow(addOnDigits: Int) -> ClosedRange<Double> {
        let length: Double = addOnDigits == 2 ? 20 : 47
        return (length + 3)...(length + 17)
    }

    /// For each main symbol, the add-on digits that sit at its right edge, if any.
    static func addOns(for mains: [ZBarSymbol], among addOns: [ZBarSymbol]) -> [String?] {
        mains.map { main in
            let candidates = addOns.filter { sitsAtRightEdge($0, of: main) }
            // Where both an EAN-5 and an EAN-2 fit, the EAN-2 is a fragment of the EAN-5.
            return candidates.max { ($0.data.count, $0.quality) < ($1.data.count, $1.quality) }?.data
        }
    }

    static func sitsAtRightEdge(_ addOn: ZBarSymbol, of main: ZBarSymbol) -> Bool {
        let direction = main.orientation >= 0 ? main.orientation : 0
        let mainSpan = ReadingAxis.span(of: main.bounds, along: direction)
        let addOnSpan = ReadingAxis.span(of: addOn.bounds, along: direction)
        let module = Double(max(mainSpan.end - mainSpan.start, 1)) / mainModules(main)
        let reach = Double(addOnSpan.end - mainSpan.end) / module
        guard farEndWindow(addOnDigits: addOn.data.count).contains(reach) else { return false }
        let mainAcross = ReadingAxis.span(of: main.bounds, across: direction)
        let addOnAcross = ReadingAxis.span(of: addOn.bounds, across: direction)
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
