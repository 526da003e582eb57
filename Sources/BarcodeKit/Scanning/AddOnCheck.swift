import RasterKit

/// Checks the add-on zbar paired with a code against the model of the blurred symbol, as
/// `ModelCheck` checks the code itself.
///
/// On `shelfscan bench misreads` (seeds 77, 5 and 7, 9,000 photos) 15 add-ons came out wrong
/// while the code was right, in three ways: the start of an EAN-5 read as an EAN-2 (5); an EAN-2
/// with a digit changed by blur (7: 1 for 7, 2 for 8, 3 for 4 and the like), which its parity
/// (its value modulo 4) lets through; and an EAN-5 so changed (3), whose checksum, carried by
/// its parity pattern, lets some changes through too.
///
/// The check decodes the add-on beside each line across the code on which the model reads the
/// code's number (`ModelCheck.confirmingSightings`), EAN-5s first: a line that reads zbar's
/// add-on there keeps it. When none does, an EAN-5 the lines read replaces zbar's add-on if they
/// agree on it (`BlurredCodeReader.soleAddOn`), and zbar's is dropped otherwise, or when the lines
/// read another EAN-2, or when an EAN-2 was checked and an EAN-5, trusted or not, fits a line at
/// least as well as any EAN-2 (the start of an EAN-5 the model cannot read whole). A missing add-on
/// is better than a wrong one, and the code without one gets the add-on look
/// (`BlurredAddOnLook`). An EAN-2 the lines read is never reported in zbar's place: its parity
/// passes a wrong reading once in 4, and on seed 20240601 the lines agreed on 18 beside a printed
/// 11 that zbar had read right. When no line reads an add-on, zbar's stands.
///
/// On six seeds (77, 5, 31, 101, 7 and 20240601) wrong add-ons went from 25 to 14 in 18,000
/// photos, and right ones from 2,357 to 2,360; the codes read and misread, the corpus and the book
/// covers were unchanged. It costs about 2% more CPU time for `shelfscan scan` over the corpus
/// (median ratios 1.023 and 1.014 of 9 and 11 alternating runs), spent on the codes with add-ons.
struct AddOnCheck: Sendable {
    /// The model placing the code on lines across it, with the add-on look's guard limit: a line
    /// counts only when it reads zbar's number there.
    var model = BlurredAddOnLook().model
    /// The thresholds an add-on's reading must pass (`BlurredCodeReader.isTrusted`).
    var reader = BlurredCodeReader()

    private let ean5 = AddOnProfileDecoder(layout: .ean5AddOn)
    private let ean2 = AddOnProfileDecoder(layout: .ean2AddOn)

    /// Trusted EAN-5 readings by their digits, with the lines that read them.
    private typealias Votes = [[Int]: [BlurredCodeReader.Sighting]]

    /// `code` with its add-on as the model sees it: kept, replaced or dropped.
    ///
    /// ```swift
    /// let code = AddOnCheck().checked(zbarsCode, in: image)
    /// // zbar's "57299" beside a printed "51299" becomes "51299"; its "72" beside a printed "12", nil
    /// ```
    func checked(_ code: Barcode, in image: GrayImage) -> Barcode {
        guard let addOn = code.addOn,
              let around = CodeNeighbourhood(of: code.bounds, in: image, reach: CodeNeighbourhood.addOnReach)
        else { return code }
        let expected = addOn.compactMap(\.wholeNumberValue)
        var fives = Votes(), doubted = false
        for sighting in model.confirmingSightings(of: code, around: around) {
            let beside = readings(beside: sighting, checking: expected.count)
            if (expected.count == 5 ? beside.five : beside.two).contains(where: { $0.digits == expected }) { return code }
            for reading in beside.five {
                fives[reading.digits, default: []].append(.init(line: sighting.line, reading: reading))
            }
            doubted = doubted || !beside.two.isEmpty || (expected.count == 2 && beside.ean5FitsBetter)
        }
        var checked = code
        if !fives.isEmpty {
            checked.addOn = BlurredCodeReader.soleAddOn(fives)
        } else if doubted {
            checked.addOn = nil
        }
        return checked
    }

    /// The trusted add-ons read beside one line's reading of the code: EAN-5s and, when the add-on
    /// checked has 2 `digits` and no EAN-5 is trusted, EAN-2s; with whether an EAN-5, trusted or
    /// not, fits the line at least as well as any EAN-2.
    private func readings(beside sighting: BlurredCodeReader.Sighting,
                          checking digits: Int) -> (five: [ProfileReading], two: [ProfileReading], ean5FitsBetter: Bool) {
        let allFive = reader.addOnReadings(beside: sighting, by: ean5)
        let five = allFive.filter(reader.isTrusted)
        let allTwo = digits == 2 && five.isEmpty ? reader.addOnReadings(beside: sighting, by: ean2) : []
        let ean5FitsBetter = allFive.map(\.misfit).min().map { $0 <= allTwo.map(\.misfit).min() ?? .infinity } ?? false
        return (five, allTwo.filter(reader.isTrusted), ean5FitsBetter)
    }
}
