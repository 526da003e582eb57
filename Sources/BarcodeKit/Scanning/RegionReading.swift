/// What zbar read in the straightened crop of one striped region (`RegionScan`).
struct RegionReading: Sendable {
    /// The codes, add-ons paired by zbar's locations, boxes in the image's coordinates.
    var codes: [Barcode] = []
    /// The add-on the region's geometry places after its code (`RegionAddOnPlacement`), read
    /// whether or not zbar read the code itself in the crop.
    var placedAddOn: String?

    /// `code` with the placed add-on, when it has none and may carry one.
    func completing(_ code: Barcode) -> Barcode {
        guard code.addOn == nil, code.mayCarryAddOn else { return code }
        var completed = code
        completed.addOn = placedAddOn
        return completed
    }
}
