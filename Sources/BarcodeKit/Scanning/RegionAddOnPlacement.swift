import RasterKit

/// Places an add-on by the straightened region it was read in, where zbar's locations cannot
/// (`AddOnPairing`).
///
/// zbar's location for a code is the set of points where its decodes ended. A code read on one
/// scan line, or only in one direction, has a box of one point or one end, from which neither
/// the code's length nor its module follows, and perspective shrinks the modules of a code's far
/// end below the gap `AddOnPairing` allows. On `shelfscan bench misreads` (seed 20240601, the
/// EAN-13 photos), of the 210 photos whose code was read without its add-on, 105 had the add-on
/// read by some pass where `AddOnPairing` could not place it.
///
/// A region's crop is cut around one code's stripes and reaches only an add-on's length past
/// them (`CodeRegion.scanArea`), its rows running along the code. So an add-on read in it that
/// ends past the middle of the stripes, in its own reading direction, lies where that code's
/// add-on lies, however the code is turned or foreshortened. In the crops of 1,800 bench photos
/// zbar read the printed add-on 370 times and another one 11 times, never in a photo without an
/// add-on. Each of the 11 was an EAN-2 that blur had turned into a rival of the printed one (25
/// for 85, 46 beside 36): an EAN-2's check, its value modulo 4 carried in the parity, lets blur's
/// swaps of 2 and 8, 1 and 7 through, where an EAN-5's weighted check digit catches them. Placing
/// EAN-2s too read 13 more of them on the bench's 3,000 photos and 2 more wrong ones, so only an
/// EAN-5 is placed, and only when the crop shows no other add-on (an EAN-2 that starts the EAN-5
/// is a piece of it) and at most one main code.
///
/// ```swift
/// let placement = RegionAddOnPlacement(area: region.scanArea, alongScale: 1.5)
/// let addOn = placement.addOn(among: scanner.scan(crop))   // "51299", or nil
/// ```
struct RegionAddOnPlacement: Sendable {
    /// The straightened rectangle, its centre the middle of the code's stripes.
    let area: OrientedRect
    /// Crop pixels per image pixel along the code.
    let alongScale: Double

    /// The one EAN-5 among the crop's `symbols` that ends past the stripes' middle, or `nil`
    /// when there is none, another add-on ends there too, or the crop holds more than one main code.
    func addOn(among symbols: [ZBarSymbol]) -> String? {
        guard Set(symbols.filter { !$0.isAddOn }.map(\.data)).count <= 1 else { return nil }
        let placed = Set(symbols.filter { $0.isAddOn && endsPastMiddle($0) }.map(\.data))
        let whole = placed.filter { value in !placed.contains { $0.count > value.count && $0.hasPrefix(value) } }
        guard whole.count == 1, let addOn = whole.first, addOn.count == 5 else { return nil }
        return addOn
    }

    /// Whether an add-on read along the crop's rows ends past the middle of the stripes in its
    /// reading direction: zbar's orientation 0 reads left to right, 2 right to left.
    private func endsPastMiddle(_ symbol: ZBarSymbol) -> Bool {
        let middle = area.length * alongScale / 2
        switch symbol.orientation {
        case 0: return Double(symbol.bounds.maxX) > middle
        case 2: return Double(symbol.bounds.x) < middle
        default: return false
        }
    }
}
