import Foundation
import RasterKit

/// Looks for the EAN-5 add-on of a code zbar read without one, with the model of the blurred
/// symbol, in the code's neighbourhood, when stripes there run on past the code far enough to
/// hold one.
///
/// An add-on's bars are shorter and often softer than the code's, so zbar may read the code on
/// many lines and the add-on on none, not even in `SecondLook`'s straightened crop: on tilted,
/// blurred book covers the model of the blurred symbol (`BlurredCodeReader`) reads the add-on
/// where zbar never does. Only the add-on is taken, beside the code's own number.
///
/// The look first decodes lines across the code where zbar's box puts it (`ModelCheck`), and
/// reads the add-on beside each line that reads the code's number, by the reader's rules for
/// add-ons. zbar's number and box place the code, so nothing else need be found. The reader, on
/// its own, first needs a span between two quiet zones holding the code, and a label that ends
/// right after its add-on leaves none: on such a corpus photo of a book's label (and on its
/// cropped copy) the reader found no band of lines on the code, while these lines read the code
/// and its add-on on several. This took the corpus's add-ons from 18 to 20 of 22 and those of the
/// misread benchmark's 500 EAN-5s from 197, 209, 199 and 208 to 207, 221, 207 and 218 (seeds
/// 20240601, 7, 29 and 31), with no more wrong. The reader looks only where no line reads the
/// code. There it still reads 2 of the 150 book covers' add-ons; where a line reads the code, the
/// reader added none on the corpus, the covers or those four seeds. Skipped there, the lines
/// added about 1% to the CPU time of `shelfscan scan` over the corpus (2.46 s against 2.44 s,
/// medians of 7 alternating runs); with the reader run after them too, about 3%.
///
/// Both cost a few milliseconds on a neighbourhood, too much for every code that may carry an
/// add-on: the reader run on all of them raised the decode time over the corpus by 42%. So the
/// look is taken only where the striped regions in line with the code, turned as the region
/// finder joins blocks, span at least `minimumStripedLength` times the code's length: an add-on
/// makes about 1.6 (95 modules, a 7–12 module gap, 47 more), while most codes without one stand
/// alone. Of the corpus's 150 codes that may carry an add-on and came without one, 24 pass; the
/// book covers' 5 such codes spanned 1.67–2.9. Gated so, the reader read 2 more of the 150 book
/// covers' add-ons (119 to 121), none on the corpus and none wrong on `shelfscan bench misreads`,
/// for about 6% more CPU time of `shelfscan scan` over the corpus.
///
/// The blurred-code reader's own codes get the look too. The reader reads an add-on only beside
/// the lines of the band that read the code; the look's lines are spread across the whole striped
/// region. On hard book covers the reader read the code and no add-on, and the look then read
/// it on 4 of the 150 covers (124 to 128 add-ons); of the 1,000 add-ons of `shelfscan bench
/// misreads` it read 380 instead of 375 right on seed 20240601, 364 instead of 363 on seed 7,
/// 353 instead of 349 on seed 11 and 357 instead of 353 on seed 31, with no more wrong. The CPU
/// time of `shelfscan scan` over the corpus stayed the same (2.55 s, medians of 7 alternating runs).
struct BlurredAddOnLook: Sendable {
    /// The striped length in line with a code, in times the code's own, from which the look is taken.
    var minimumStripedLength = 1.5
    /// The model placing the code on lines across it. Its guard limit is looser than the check's
    /// own, as a line counts only when it reads zbar's number there: the cropped photo above fitted
    /// the guards to 0.017–0.022, just above the check's 0.016, on every line across its bars.
    var model: ModelCheck = {
        var model = ModelCheck()
        model.decoder.maximumGuardMisfit = 0.03
        return model
    }()
    /// The reader, along the window's strongest stripes only: the code's, in a window cut around
    /// it. Along two directions it read the same add-ons and took half as long again.
    var reader = BlurredCodeReader().alongStrongestStripes

    /// How far past zbar's box the look reaches, in times the box's longer side, for a code read
    /// on few lines, whose box may hold half of it (`ModelCheck.mayBoxHalf`):
    /// the code may run on past the box by as much again, so twice the reach of a whole box.
    var halfBoxReach = 2 * CodeNeighbourhood.addOnReach

    /// Whether the boxes of the codes looked at span them end to end, as the blurred-code
    /// reader's do, or hold where zbar's scan lines ended a decode, which may be half the code.
    var boxesSpanCodes = false

    /// `code` with the add-on the look finds, or as it was.
    func completed(_ code: Barcode, in image: GrayImage) -> Barcode {
        guard code.addOn == nil, code.mayCarryAddOn,
              let around = CodeNeighbourhood(of: code.bounds, in: image, reach: reach(around: code)),
              holdsRoomForAddOn(around, box: code.bounds)
        else { return code }
        var completed = code
        let beside = addOnBesideLines(of: code, around: around)
        completed.addOn = beside.lines > 0
            ? beside.addOn
            : reader.read(around.window).first { $0.gtin13 == code.gtin13 }?.addOn
        return completed
    }

    /// How far past the box of `code` the look reaches, in times the box's longer side.
    private func reach(around code: Barcode) -> Double {
        mayBoxHalf(code) ? halfBoxReach : CodeNeighbourhood.addOnReach
    }

    /// Whether the box of `code` may hold half of it: zbar's, for a reading made on few lines.
    private func mayBoxHalf(_ code: Barcode) -> Bool {
        !boxesSpanCodes && model.mayBoxHalf(code)
    }

    /// The add-on agreed beside the lines across `code` on which the model reads its number, and
    /// how many such lines there were: with zbar's box taken as the whole code or, when no line
    /// reads it so and the box may hold half of it, as the first half on which the middle line
    /// reads it (`BoxPlacement.halves`).
    ///
    /// On two tilted book covers zbar read the code on 3 and 4 lines with a box over its left half
    /// and no add-on; taken as the whole code, the box put the model's lines over the wrong modules
    /// and the window cut around it held only part of the add-on. With the half placements and
    /// the wider window, both add-ons were read on two lines each, and the book covers' add-ons
    /// went from 122 to 124 of 150. The corpus read the same, and `shelfscan bench misreads` read
    /// 353 instead of 350 of its 1,000 add-ons right on seed 31, 349 instead of 345 on seed 11 and
    /// the same on seed 7, with no more wrong. Trying each half on every line added about 8% to
    /// the CPU time of `shelfscan scan` over the corpus; finding the half on the middle line
    /// first, about 1% (2.69 s against 2.66 s, medians of 7 alternating runs).
    private func addOnBesideLines(of code: Barcode, around: CodeNeighbourhood) -> (addOn: String?, lines: Int) {
        let whole = reader.agreedAddOn(beside: model.confirmingSightings(of: code, around: around))
        guard whole.lines == 0, mayBoxHalf(code) else { return whole }
        var middleLine = model
        middleLine.lineOffsets = Array(model.lineOffsets.prefix(1))
        guard let half = BoxPlacement.halves.first(where: { placement in
            middleLine.confirmingSightings(of: code, around: around, placement: placement).contains { _ in true }
        }) else { return whole }
        return reader.agreedAddOn(beside: model.confirmingSightings(of: code, around: around, placement: half))
    }

    /// Whether the striped regions `around` a code seen at `box`, in line with it, run on far
    /// enough past the code to hold an add-on.
    func holdsRoomForAddOn(_ around: CodeNeighbourhood, box: BoundingBox) -> Bool {
        let bars = around.region.bars
        let (c, s) = (cos(bars.angle), sin(bars.angle))
        let line = -bars.centreX * s + bars.centreY * c
        let (low, high, lean) = around.projection(of: box)
        var striped = (first: low + lean / 2, last: high - lean / 2)
        let length = max(1, striped.last - striped.first)
        let finder = CodeRegionFinder()
        for other in around.regions.map(\.bars) where finder.joins(other.angle, bars.angle) {
            guard abs(-other.centreX * s + other.centreY * c - line) <= bars.breadth / 2 else { continue }
            let middle = other.centreX * c + other.centreY * s
            striped = (min(striped.first, middle - other.length / 2), max(striped.last, middle + other.length / 2))
        }
        return striped.last - striped.first >= minimumStripedLength * length
    }
}
