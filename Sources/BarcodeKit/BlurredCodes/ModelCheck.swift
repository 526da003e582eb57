import Foundation
import RasterKit

/// Checks an EAN-13 or UPC-A that zbar read against a model of the blurred symbol: gray
/// profiles across the code's bars are decoded by `ProfileDecoder`, which explains every pixel
/// by the module pattern, the blur and the ink and paper levels, and says by how much the best
/// pattern beats any other.
///
/// zbar judges bar widths from edges. Under blur a thin bar beside wide spaces fades and its
/// edges move, so 1 and 7, and 2 and 8, whose patterns differ only by such shifts, swap; the
/// swap happens the same way on every scan line, so a misread number can be seen on hundreds of
/// lines and by every pass over the image. Line counts cannot tell it from a true reading; a fit
/// of the whole profile can. A UPC-E or EAN-8 is also checked for being a piece of a longer code.
///
/// Thorough mode checks every code it reports. On `shelfscan bench misreads` (3,000 rendered
/// photos, seed 20240601) this took misreads from 7.3 to 3.7 per 1,000 photos (with the rule
/// against single-line readings in `ReadArbiter`), 6 photos now read right where zbar swapped
/// digits on every line; on the corpus and the book covers it changed nothing. With the model
/// fitting slanted labels (`ProfileDecoder.perspectives`) the rate fell to 3.0, and looking
/// again at few-line readings whose box may cover half the code (`halfBoxLines`) to 2.0, and
/// decoding short codes' own bars to 1.0. On photos of another seed (7), not looked at while
/// these were built, the three took misreads from 6.7 to 3.7 per 1,000 and reads from 508 to
/// 520. It costs about 1.9 ms per code over the corpus, mostly guard fits and decodes (see
/// `decoder`); a line stops at the first reading of the number checked, and lines are sampled
/// only as they are needed, which took it from 2.1 ms. Skipping codes whose steepest edge
/// looked sharp saved only a tenth of its first cost, as phone photos are soft, and let one
/// more misread through.
struct ModelCheck: Sendable {
    /// What the model says about a reading.
    enum Verdict: Sendable, Equatable {
        /// A line read the same number.
        case confirmed
        /// Lines spread across the bars read another number, given as a code when they agree
        /// on one (boxes in the image's coordinates).
        case contradicted(by: Barcode?)
        /// No line gave a trusted reading: the code is sharp enough for zbar, or too poor for the model.
        case silent

        /// The code to report in place of the one checked, when the lines that contradict it agree on one.
        var replacement: Barcode? {
            if case .contradicted(let other) = self { return other }
            return nil
        }
    }

    /// The thresholds a line's reading must pass (see `BlurredCodeReader.isTrusted`), and the
    /// reader that looks for a long code holding a short one in the window cut around it, along
    /// the window's strongest stripes only: the short code's own. Along two directions, as over a
    /// whole photo, the corpus, the book covers and six seeds of the misread benchmark (20240601,
    /// 7, 11, 13, 29 and 31) read the same, and `shelfscan scan` over the corpus took 2% more CPU
    /// time (2.32 s against 2.28 s, medians of 7 alternating runs).
    var reader = BlurredCodeReader().alongStrongestStripes
    /// Where lines are taken across the bars, as fractions of the striped region's breadth from its
    /// middle: the middle first, then outwards, so two lines that agree lie well apart.
    var lineOffsets: [Double] = [0, -0.25, 0.25, -0.125, 0.125, -0.375, 0.375]
    /// How far past zbar's box the check looks for the code's bars, in times the box's longer
    /// side: the main code's quiet zones and no add-on, in about a fifth of the area an add-on
    /// look searches.
    var neighbourhoodReach = 0.3
    /// How far past a UPC-E's or EAN-8's box the check looks for a longer code holding it, in
    /// times the box's longer side: the longer code runs on past the box by as much again as the
    /// short code is long.
    var shortCodeReach = 1.2
    /// A box no wider than this many pixels holds one end of the code only (see
    /// `reach(around:in:)`).
    var endBoxSide = 2
    /// Lines decoded before the check gives up when none gave a trusted reading.
    var linesWithoutReading = 3
    /// A line on which the model reads nothing refutes the EAN-13 or UPC-A checked when the
    /// number's own pattern fits it, to at most this misfit, and yet one of its 1s, 7s, 2s or 8s
    /// swapped for its partner would fit better by at least `refutingGain` (see
    /// `DigitChallenge`). On the corpus and the book covers, lines across true numbers fitted
    /// that well gained at most 0.0006 from a swap; above this misfit one gained 0.14. On
    /// `bench misreads` photos (seeds 20240601, 7 and 31, every check traced) single lines across
    /// true numbers gained up to 0.12, but no check of a true number had two such lines, while
    /// a number with a 7 read as 1 and a 2 as 8 had all three (0.075 to 0.090).
    var refutingMisfit: Float = 0.04
    /// See `refutingMisfit`.
    var refutingGain: Float = 0.055
    /// Lines from the first on that must refute a number, with none confirming it, for the check
    /// to contradict it: every line looked at (`linesWithoutReading`), as two came within 0.005
    /// of refuting a true number. Seed 31 went from 4.3 to 4.0 misreads and from 528.7 to 529.0
    /// reads per 1,000; seeds 20240601, 7, 11, 13 and 29, the corpus and the book covers were
    /// unchanged, and `shelfscan scan` over the corpus took about 2% more CPU time.
    var refutingLines = 3
    /// Readings on at most this many scan lines, on which the model is silent with the box taken
    /// as the whole code, are looked at again with the box taken as half of it (`BoxPlacement`),
    /// in a window reaching as far again. The model is silent on 109 of the 247 codes of the
    /// corpus, mostly sharp ones read on many lines, where another look would find nothing new;
    /// 17 of them were read on 5 lines or fewer, as were the three benchmark misreads it caught.
    /// Raised from 5 to 8 once the grid was refined as a whole (`GridRefinement`), which lets the
    /// model place a code from half a box: a seed-31 photo read by zbar as 9181269869254 for
    /// 9785269869254 on 8 lines had its misread dropped (3.7 to 3.3 misreads per 1,000 on the
    /// seed, reads the same). On seed 7, not looked at for this, misreads per 1,000 fell from 2.0
    /// to 1.7 and reads rose from 531.3 to 531.7; seeds 101 and 20240601, the corpus and the book
    /// covers read the same, for about 2% more CPU time over the corpus (4.27 s against 4.20 s,
    /// medians of 7 alternating rounds).
    ///
    /// Not raised further: a limit of 16 or 30 also caught the 9-line misread of seed 77 that the
    /// quiet zones now catch (see `verdict(on:in:)`), but on seed 31 the half placements then
    /// refuted a true number read on 16 lines whose box was whole (reads per 1,000 from 551.7 to
    /// 551.3), and letting them read but not refute let the 8-line misread above through again
    /// (misreads per 1,000 from 1.0 to 1.3).
    var halfBoxLines = 8
    /// While the model is silent with zbar's box taken every way above, a line places the code
    /// between its own quiet zones when they hold at least this share of the box, taken as the
    /// whole code (`quietZoneVerdict`).
    var quietZonesCoverBox = 0.8

    /// How zbar's box is taken when the model is silent with the box as the whole code (see
    /// `BoxPlacement.offLength`).
    var offLengthBoxes = BoxPlacement.offLength

    /// The model, with blur widths from about a third of a module: zbar's swaps of 1 and 7 begin
    /// at about half a module (the corrected benchmark photos fitted 0.5–0.8), on codes the
    /// blurred-code reader, which starts at 0.8, leaves to zbar.
    ///
    /// zbar's box places the code's edges whatever the blur, so the seeds differ only in blur:
    /// trying each at the 3 grid moves that fitted the middle blur best, instead of at all of
    /// them, and decoding only the best grid, took the check from about 3 to 1.2 ms per code,
    /// and the CPU time of `shelfscan scan` over the corpus from 2.87 to 2.33 s, with the same
    /// reads on the corpus and the book covers and one misread fewer on the misread benchmark.
    var decoder: ProfileDecoder = {
        var decoder = ProfileDecoder()
        decoder.blurWidths = [0.35, 0.5, 0.65, 0.8, 1.1, 1.4, 1.8]
        decoder.maximumGuardMisfit = 0.016
        decoder.movesPerSeed = 3
        decoder.gridsDecoded = 1
        return decoder
    }()

    /// The model's verdict on `code`, read in `image`: with zbar's box taken as the whole code,
    /// a little longer or shorter, as half of it for a reading made on few lines, and last with
    /// the code placed between each line's own quiet zones (`quietZoneVerdict`).
    ///
    /// An EAN-13's or UPC-A's quiet zones are looked for in the window an add-on look takes
    /// (`CodeNeighbourhood.addOnReach`), not in the one around the box taken whole
    /// (`neighbourhoodReach`): zbar's box may hold half the code however many lines read it, and
    /// the other half then lies outside that window. On seed 77 of `shelfscan bench misreads`,
    /// zbar read 9186974373522 for 9786914373522 on 9 lines boxed over the left half, too many
    /// for the half placements (`halfBoxLines`); between the quiet zones of the wider window the
    /// lines read the printed number. Misreads per 1,000 fell from 1.3 to 1.0 on that seed and
    /// from 1.0 to 0.7 on seed 20240601, and reads rose from 565.7 to 566.0 and from 572.3 to
    /// 572.7; seeds 31, 101, 7 and 5, the corpus and the book covers read the same, for about 1%
    /// more CPU time over the corpus (median of the ratios of 11 alternating runs).
    func verdict(on code: Barcode, in image: GrayImage) -> Verdict {
        let reach = reach(around: code, in: image)
        guard let around = CodeNeighbourhood(of: code.bounds, in: image, reach: reach) else { return .silent }
        if code.symbology.isShort { return shortCodeVerdict(on: code, around: around) }
        let whole = wholeBoxVerdict(on: code, around: around)
        guard whole == .silent else { return whole }
        lazy var wider = CodeNeighbourhood(of: code.bounds, in: image)
        if mayBoxHalf(code), let wider {
            let half = halfBoxVerdict(on: code, around: wider)
            if half != .silent { return half }
        }
        let quietZonesAround = reach >= CodeNeighbourhood.addOnReach ? around : wider ?? around
        return quietZoneVerdict(on: code, around: quietZonesAround)
    }

    /// Whether zbar's box of `code` may hold only half of it: a reading made on few lines
    /// (`halfBoxLines`, `BoxPlacement`).
    func mayBoxHalf(_ code: Barcode) -> Bool {
        code.confidence <= halfBoxLines
    }

    /// The verdict with zbar's box taken as the whole code and, while the model is silent though
    /// a line's guards fitted, as a little longer or shorter than the code (`offLengthBoxes`).
    /// Tried on every code the model was silent on, with up to 3 lines each, the two boxes added
    /// about 4% to the CPU time of `shelfscan scan` over the corpus. Tried only where the guards
    /// fitted (37 of the corpus's 109 such codes) and given up after one line that reads nothing,
    /// about 1%, and the misread benchmark's four seeds read the same photos.
    ///
    /// A number the lines refute without reading another (`refutingLines`) is dropped whatever
    /// the other boxes say, but they are looked at all the same for the printed number to report
    /// in its place: with the grid refined as a whole (`GridRefinement`), the misread's own
    /// pattern fits the lines of a box 4% off well enough to be refuted there.
    private func wholeBoxVerdict(on code: Barcode, around: CodeNeighbourhood) -> Verdict {
        let sampled = scanLines(across: around)
        var (verdict, guardsFitted) = longCodeVerdict(on: code, around: around,
                                                      lines: boxed(sampled, across: around, box: code.bounds, placement: .whole))
        var offLength = self
        offLength.linesWithoutReading = 1
        for placement in offLengthBoxes where guardsFitted && verdict != .confirmed && verdict.replacement == nil {
            let lines = boxed(sampled, across: around, box: code.bounds, placement: placement)
            let other = offLength.longCodeVerdict(on: code, around: around, lines: lines).verdict
            if verdict == .silent || other.replacement != nil { verdict = other }
        }
        return verdict
    }

    /// The lines across an EAN-13 or UPC-A, seen `around` it, on which the model reads the code's
    /// own number where zbar's box, taken as `placement` says, puts it: one reading each, with the
    /// grid that places the code on the line. Lines are sampled and decoded only as they are asked for.
    func confirmingSightings(of code: Barcode, around: CodeNeighbourhood,
                             placement: BoxPlacement = .whole) -> some Sequence<BlurredCodeReader.Sighting> {
        let expected = code.gtin13.compactMap(\.wholeNumberValue)
        let lines = boxed(scanLines(across: around), across: around, box: code.bounds, placement: placement)
        return lines.lazy.compactMap { line in
            var found: ProfileReading?
            _ = forEachTrustedReading(on: line, decoder: decoder) { reading in
                if reading.digits == expected { found = reading }
                return found == nil
            }
            return found.map { BlurredCodeReader.Sighting(line: line.line, reading: $0) }
        }
    }

    /// How far past `code`'s box the check looks, in times the box's longer side.
    ///
    /// A box no wider than an edge (`endBoxSide`) holds where every line that read the code
    /// ended, at one end of it: its longer side is how far those lines spread along the bars,
    /// not the code's length. zbar finds a UPC-E so at one end of an EAN-13 it cannot read, and a
    /// window of 1.2 times that side held too little of the EAN-13 for the blurred-code reader:
    /// on a 640×480 photo of `bench misreads` (seed 11), 36 pixels of lines at the end of a
    /// 170-pixel EAN-13. Such a box gets the whole image, as nothing tells how far a code
    /// holding it runs; there the reader read the EAN-13, which replaced the misread UPC-E.
    /// Seed 11 went from 3.0 to 2.7 misreads and from 527.7 to 528.0 reads per 1,000; seeds
    /// 20240601, 7 and 13, the corpus and the book covers were unchanged. An EAN-13 or UPC-A so
    /// boxed gets the whole image as well, where its lines' quiet zones place it
    /// (`quietZoneVerdict`): on seed 7 an EAN-13 zbar read with a 2 and an 8 swapped and a 1 as
    /// a 7 on 6 lines, boxed 1 pixel wide, was replaced by the printed number, taking misreads
    /// from 1.3 to 1.0 and reads from 540.3 to 540.7 per 1,000; seeds 31, 101 and 20240601 read
    /// the same.
    private func reach(around code: Barcode, in image: GrayImage) -> Double {
        let box = code.bounds
        let usual = code.symbology.isShort ? shortCodeReach : neighbourhoodReach
        guard min(box.width, box.height) <= endBoxSide else { return usual }
        return max(usual, Double(max(image.width, image.height)) / Double(max(box.width, box.height, 1)))
    }

    /// The verdict of the first placement of `code`'s box as half a long code on which the model
    /// reads anything. The placements share the lines, sampled once.
    private func halfBoxVerdict(on code: Barcode, around: CodeNeighbourhood) -> Verdict {
        let sampled = Array(scanLines(across: around))
        for placement in BoxPlacement.halves {
            let lines = boxed(sampled, across: around, box: code.bounds, placement: placement)
            let verdict = longCodeVerdict(on: code, around: around, lines: lines).verdict
            if verdict != .silent { return verdict }
        }
        return .silent
    }

    /// A UPC-E or EAN-8 is half as long as an EAN-13 or UPC-A and starts and ends with the same
    /// guards, so zbar finds one inside a longer code whose other half it cannot read. When the
    /// blurred-code reader finds a long code over the short one's place, the short one is a piece
    /// of it. Otherwise the short code's own lines are decoded: blur swaps its 1s and 7s, 2s and
    /// 8s as it does a long code's. A number they read instead is not reported, only the misread
    /// dropped: a short code's sets and check digit are weaker evidence than a long one's. When
    /// they are silent, the short code's box is taken as half a long code (`BoxPlacement`), the
    /// code zbar could not read whole but the model, less blurred than the reader needs, can.
    /// On the misread benchmark this dropped 2 misread UPC-Es and read a UPC-A in place of
    /// the UPC-E zbar found in its left half, with no read lost. Last, the code is placed between
    /// each line's own quiet zones (`quietZoneVerdict`).
    private func shortCodeVerdict(on code: Barcode, around: CodeNeighbourhood) -> Verdict {
        let centre = (x: code.bounds.x + code.bounds.width / 2 - around.left,
                      y: code.bounds.y + code.bounds.height / 2 - around.top)
        if let holding = reader.read(around.window).first(where: { long in
            long.bounds.x <= centre.x && centre.x <= long.bounds.maxX
                && long.bounds.y - long.bounds.width / 2 <= centre.y && centre.y <= long.bounds.maxY + long.bounds.width / 2
        }) {
            return .contradicted(by: around.inImage(holding))
        }
        let own = shortCodeVerdict(on: code, lines: boxed(scanLines(across: around), across: around,
                                                          box: code.bounds, placement: .whole))
        guard own == .silent else { return own }
        let half = halfBoxVerdict(on: code, around: around)
        return half == .silent ? quietZoneVerdict(on: code, around: around) : half
    }

    /// `lines` across a UPC-E or EAN-8, each decoded as that symbol where it places the code: a
    /// line that reads the code's number confirms it, one that reads another drops it.
    func shortCodeVerdict(on code: Barcode, lines: some Sequence<BoxedLine>) -> Verdict {
        let symbol: ModelledSymbol = code.symbology == .upcE ? .upcE : .ean8
        guard let verdicts = otherReadings(of: code.digits.compactMap(\.wholeNumberValue), symbol: symbol,
                                           lines: lines, refutable: false) else { return .confirmed }
        return verdicts.others.isEmpty ? .silent : .contradicted(by: nil)
    }

    /// `lines` across an EAN-13 or UPC-A, each decoded by the model where it places the code;
    /// with whether the guards fitted on any line looked at.
    func longCodeVerdict(on code: Barcode, around: CodeNeighbourhood,
                         lines: some Sequence<BoxedLine>) -> (verdict: Verdict, guardsFitted: Bool) {
        // A short code's number laid out as a long one, as its half-box placements lay it out, is no
        // pattern printed anywhere: nothing can refute it.
        guard let verdicts = otherReadings(of: code.gtin13.compactMap(\.wholeNumberValue), symbol: .ean13,
                                           lines: lines, refutable: !code.symbology.isShort) else { return (.confirmed, true) }
        guard !verdicts.others.isEmpty else {
            return (verdicts.refutations >= refutingLines ? .contradicted(by: nil) : .silent, verdicts.guardsFitted)
        }
        return (.contradicted(by: BlurredCodeReader.soleAgreement(verdicts.others).map(around.inImage)), true)
    }

    /// What the lines across a code said of the number checked, when none read it.
    private struct LineVerdicts {
        /// The other numbers read, with where.
        var others: [[Int]: [BlurredCodeReader.Sighting]] = [:]
        /// Lines from the first on that read nothing and refute the number (see `refutingMisfit`).
        var refutations = 0
        /// Whether the guards fitted well enough for a decode on any line.
        var guardsFitted = false
    }

    /// The other numbers that `lines` across the code read where they place it, and, when
    /// `refutable`, how many lines from the first on refute it; `nil` as soon as a line reads
    /// `expected`.
    private func otherReadings(of expected: [Int], symbol: ModelledSymbol, lines: some Sequence<BoxedLine>,
                               refutable: Bool) -> LineVerdicts? {
        var symbolDecoder = decoder
        symbolDecoder.symbol = symbol
        var verdicts = LineVerdicts()
        // Only an unbroken run of refuting lines from the first counts, so a line that does not
        // refute spares the rest their fits.
        var refuting = refutable
        for (tried, line) in lines.enumerated() {
            if tried == linesWithoutReading, verdicts.others.isEmpty { break }
            var confirmed = false, readAny = false
            let profiles = forEachTrustedReading(on: line, decoder: symbolDecoder) { reading in
                readAny = true
                confirmed = reading.digits == expected
                if !confirmed {
                    verdicts.others[reading.digits, default: []].append(BlurredCodeReader.Sighting(line: line.line, reading: reading))
                }
                return !confirmed
            }
            if confirmed { return nil }
            verdicts.guardsFitted = verdicts.guardsFitted || profiles.contains(where: symbolDecoder.fitsGuards)
            refuting = refuting && !readAny && profiles.contains { refutes(expected, on: $0, decoder: symbolDecoder) }
            if refuting { verdicts.refutations += 1 }
        }
        return verdicts
    }

    /// Whether `line`, on which the model read nothing, refutes `expected`.
    private func refutes(_ expected: [Int], on line: GuardedProfile, decoder: ProfileDecoder) -> Bool {
        guard decoder.fitsGuards(line),
              let challenge = decoder.challenge(of: expected, on: line) else { return false }
        return challenge.misfit <= refutingMisfit && challenge.rivalGain >= refutingGain
    }

    /// Hands the trusted readings of one line, decoded where zbar's box puts the code, to `body`
    /// until it returns `false`; for a symbol whose guards differ at its ends, also with the line
    /// reversed. Returns the profiles whose guards were looked at.
    private func forEachTrustedReading(on line: BoxedLine, decoder: ProfileDecoder,
                                       _ body: (ProfileReading) -> Bool) -> [GuardedProfile] {
        var going = true, looked: [GuardedProfile] = []
        // The reversed line's guards are searched only if the line read forwards leaves it open.
        for isReversed in decoder.symbol.readsEitherWay ? [false] : [false, true] where going {
            guard let profile = line.guarded(by: decoder, isReversed: isReversed) else { continue }
            looked.append(profile)
            decoder.forEachReading(of: profile) { reading in
                going = !reader.isTrusted(reading) || body(reading)
                return going
            }
        }
        return looked
    }

    /// Lines across the bars of the neighbourhood's region at `lineOffsets`, sampled one by one
    /// as they are asked for: most checks end on the first line.
    func scanLines(across around: CodeNeighbourhood) -> some Sequence<ScanLine> {
        let bars = around.region.bars
        let middle = -bars.centreX * sin(bars.angle) + bars.centreY * cos(bars.angle)
        return lineOffsets.lazy.compactMap { fraction in
            ScanLine.sample(around.window, angle: bars.angle, offset: middle + fraction * bars.breadth)
        }
    }

    /// The `sampled` lines across the bars, each with where the code lies on it: zbar's box
    /// projected on the line, as `placement` says the box covers the code. The box holds the
    /// points where zbar's scan lines ended a decode, at one end of the symbol or the other as
    /// the lines run either way, so for a level code read on several lines its ends are the
    /// code's; on a turned code its other side leans into the length. A code read on few lines
    /// may give a box over half of it (see `BoxPlacement`), or less: the guards then fit poorly
    /// and the line stays silent.
    private func boxed(_ sampled: some Sequence<ScanLine>, across around: CodeNeighbourhood, box: BoundingBox,
                       placement: BoxPlacement) -> some Sequence<BoxedLine> {
        let code = codeEnds(in: box, across: around, placement: placement)
        return sampled.lazy.map { line in
            BoxedLine(line: line, ends: .edges(start: Float(code.start - line.start), end: Float(code.end - line.start),
                                               reach: Float(Self.endReach(lean: code.lean))))
        }
    }

    /// How far, in pixels, the code's ends may lie from where zbar's box puts them, when its other
    /// side leans `lean` pixels into its length.
    static func endReach(lean: Double) -> Double {
        max(2, lean / 2 + 1)
    }

    /// Where the code's ends lie along lines across the bars `around` it when zbar's `box` covers
    /// it as `placement` says, with how far the box's other side leans into its length.
    func codeEnds(in box: BoundingBox, across around: CodeNeighbourhood,
                  placement: BoxPlacement) -> (start: Double, end: Double, lean: Double) {
        let (low, high, lean) = around.projection(of: box)
        let code = placement.codeEnds(low: low + lean / 2, high: high - lean / 2)
        return (code.start, code.end, lean)
    }
}
