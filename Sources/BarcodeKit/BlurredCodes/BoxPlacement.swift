/// Where the ends of zbar's box for an EAN-13 or UPC-A may lie on the code, in modules along it.
///
/// zbar records a point where each scan line completes a symbol. Its EAN decoder keeps a half
/// read on one line and completes the symbol with the other half on a later line, so a line read
/// towards the middle guard completes it there: a reading made on a few lines may have a box
/// from one end of the code to its middle. On the misread benchmark such boxes came with three
/// of the misreads zbar made on every line, where a box taken as the whole code put the model's
/// lines over the wrong modules.
struct BoxPlacement: Sendable, Equatable {
    /// The module under the box's low end.
    let low: Float
    /// The module under the box's high end.
    let high: Float

    /// The box spans the whole code: its ends are the code's, whatever the symbol's length.
    static let whole = BoxPlacement(low: 0, high: Float(SymbolLayout.ean13.modules))

    /// The box reaches 2 modules past both ends of the code, or stops 2 modules short of them,
    /// tried when the model is silent with the box taken as the whole code. A turned code's box
    /// is cut down by an estimate of how far its other side leans into the length
    /// (`CodeNeighbourhood.projection`), and on a tilted, blurred benchmark photo that left the
    /// code 4% too long, more than the model's search of the module width (±2%) takes up: the
    /// model was silent, and the number zbar swapped 1s and 7s in on every line was reported.
    /// Taken 2 modules short at each end, the model read the printed number on 6 of 7 lines. On
    /// `shelfscan bench misreads` seed 31 went from 4.0 to 3.7 misreads and 529.0 to 529.3 reads
    /// per 1,000, seed 7 from 518.7 to 519.0 reads; seeds 20240601 and 29, the corpus and the
    /// book covers were unchanged.
    static let offLength = [BoxPlacement(low: -2, high: Float(SymbolLayout.ean13.modules) + 2),
                            BoxPlacement(low: 2, high: Float(SymbolLayout.ean13.modules) - 2)]

    /// The box spans one half, from an end to somewhere in the middle guard (modules 45 to 50),
    /// tried a module apart: the model's lines search the code's ends only a few pixels either
    /// way. The four half boxes of benchmark misreads ended at modules 45.3, 45.5, 47.7 and 48.8.
    static let halves: [BoxPlacement] = (45...50).flatMap { middle in
        [BoxPlacement(low: 0, high: Float(middle)),
         BoxPlacement(low: Float(SymbolLayout.ean13.modules - middle), high: Float(SymbolLayout.ean13.modules))]
    }

    /// Where the code starts and ends when the box's ends lie at `low` and `high` along the line.
    func codeEnds(low: Double, high: Double) -> (start: Double, end: Double) {
        let module = (high - low) / Double(self.high - self.low)
        return (low - Double(self.low) * module, high + Double(Float(SymbolLayout.ean13.modules) - self.high) * module)
    }
}
