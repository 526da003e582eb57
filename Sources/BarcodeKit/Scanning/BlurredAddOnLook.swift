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
    var reader: BlurredCodeReader = {
        var reader = BlurredCodeReader()
        reader.directions = 1
        return reader
    }()

    /// `code` with the add-on the look finds, or as it was.
    func completed(_ code: Barcode, in image: GrayImage) -> Barcode {
        guard code.addOn == nil, code.mayCarryAddOn,
              let around = CodeNeighbourhood(of: code.bounds, in: image), holdsRoomForAddOn(around, box: code.bounds)
        else { return code }
        var completed = code
        let beside = reader.agreedAddOn(beside: model.confirmingSightings(of: code, around: around))
        completed.addOn = beside.lines > 0
            ? beside.addOn
            : reader.read(around.window).first { $0.gtin13 == code.gtin13 }?.addOn
        return completed
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
