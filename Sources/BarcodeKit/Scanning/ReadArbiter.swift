/// Decides which of the numbers read so far are trustworthy enough to report.
///
/// A misread ISBN hands over the wrong book, so the rules lean towards reporting nothing:
/// - a long code must be seen on 3 scan lines or by a second pass; a short one (UPC-E, EAN-8)
///   on 6 scan lines, as zbar finds those in fragments of longer codes and in text; never on a
///   single scan line, however many passes read it there, unless the image is one;
/// - a read made only on a tone-altered image (binarised, sharpened...) needs a second pass,
///   and one made there only on single scan lines, however far apart, is not trusted: altering
///   the tones makes the same error on every line it makes it on. On `shelfscan bench misreads`
///   two EAN-13s that only the sharpened and stretched passes read, each on one line, were
///   wrong; the rule took seed 31 from 2.0 to 1.3 misreads per 1,000 photos (reads 546.7 to
///   547.0: a later pass read a code right); seeds 101, 7 and 20240601 kept their misreads and
///   read 562.0, 540.0 and 566.3 against 562.3, 540.7 and 566.7;
/// - a short code lying where a long code's bars reach is a fragment of it;
/// - two different codes at the same place, sharing a half, or differing only in 1s and 7s, 2s
///   and 8s, are a conflict: the one with three times the other's support wins, and must then be
///   confirmed by the model of the bars (`disputedNumbers`); with three or more, none is
///   reported. Conflicts between such blur variants took the misread benchmark's rate on a
///   seed not looked at before (7) from 3.7 to 2.3 per 1,000, for 1 read in 3,000.
///
/// A code read on more than one scan line that these rules hold back for want of evidence,
/// with no rival outweighing it and no longer code holding it, is trusted when the model of the
/// bars reads its number on the image as it is (`heldBack`, `confirmIndependently`): a fit of the
/// whole profile is a second look that a tone-altered image's invented bars or zbar's edge lag
/// do not fool the same way. In thorough mode `BarcodeScanner` asks the model when the passes
/// trust nothing. Confirming long codes only, reads per 1,000 on `shelfscan bench misreads` rose
/// from 566.0 to 570.0 on seed 77, 559.3 to 564.7 on seed 5, 551.7 to 557.0 on seed 31, 566.7 to
/// 570.7 on seed 101, 543.7 to 547.0 on seed 7 and 572.7 to 578.3 on seed 20240601, the same
/// photos misread; the corpus read a UPC-A that one tone-altered pass had read on 4 lines (290
/// photos), and the book covers read the same. Confirming UPC-Es and EAN-8s too, which need 6
/// lines, took those seeds on to 574.0, 570.3, 563.7, 577.0, 553.3 and 582.0, the same photos
/// misread, the corpus and the book covers reading the same, for no CPU time to measure.
/// Trusting only codes that one tone-altered pass read, on 3 lines or more, read 569.3 and 563.3
/// on seeds 77 and 5; asking the model with zbar's box taken whole only (no half-box or
/// quiet-zone placements) lost the corpus photo. It costs about 2% more CPU time over the corpus
/// (median of the ratios of 11 alternating runs): the model looks at the held-back codes of
/// photos no pass reads, which then mostly go on to the blurred-code reader.
///
/// Where the model is silent on such a code, read on as many lines as one pass over the image
/// as it is needs (`hasLinesEnough`), the code's neighbourhood turned round and scanned again is
/// the second look (`HalfTurnCheck.confirms`), for any code but a UPC-E (`awaitsTurnedLook`).
/// Most codes so held back came from one tone-altered pass, often on many lines: of the 88
/// photos of seed 77 that read one way round only, 11 had a code read on 9 to 51 lines by one
/// such pass alone, left untrusted, the other way round. Reads per 1,000 rose to 580.0, 576.3,
/// 569.7, 582.7, 561.0 and 586.0 on the six seeds above, the same photos misread; the corpus and
/// the book covers read the same, for no CPU time to measure (ratio 1.001, median of 11 alternating
/// runs). Trusting such codes on their lines alone, without the turned reading, read 584.7 and
/// 581.7 on seeds 77 and 5, but trusted a binarised pass's 3-line reading of 7189727637171 for
/// 7129127637555 on seed 5.
///
/// Both sides of a conflict no rival clearly won are held back too: the one the model confirms
/// alone wins it. They are not trusted on a turned reading (`awaitsTurnedLook`). Reads per
/// 1,000 rose on the six seeds above, to 581.7, 577.0, 572.7, 583.7, 563.0 and 587.7, the same
/// photos misread; the corpus and the book covers read the same, for no CPU time to measure
/// (ratio 1.000, median of 9 alternating runs).
///
/// A trusted code that no pass paired with an add-on gets one seen by another pass, placed as
/// `AddOnPairing` demands next to an upright sighting of the code (+2 add-ons on the corpus).
///
/// On the shared corpus the same cascade without these rules reports 242 right and 9 misread
/// images; with them, 245 right and 1 misread (it also stops at fewer wrong early reads).
struct ReadArbiter: Sendable {
    /// Scan lines needed for an EAN-13 or UPC-A read by one pass.
    var longCodeSupport = 3
    /// Scan lines needed for a UPC-E or EAN-8 read by one pass.
    var shortCodeSupport = 6
    /// A conflict is won only with this many times the rival's support.
    var dominance = 3

    /// The image the passes look at, which an EAN-2 must not end too close to.
    let imageBounds: BoundingBox
    private(set) var candidates: [String: ReadCandidate] = [:]
    private var order: [String] = []
    private var uprightMains: [String: [ZBarSymbol]] = [:]
    private var uprightAddOns: [ZBarSymbol] = []

    /// An arbiter for the passes over an image the size of `imageBounds`.
    init(imageBounds: BoundingBox) {
        self.imageBounds = imageBounds
    }

    /// Records what one pass read.
    mutating func record(_ reading: PassReading, from pass: ScanPass) {
        record(reading.barcodes, altersTones: pass.variant.altersTones, fullResolution: !pass.reducesResolution)
        for symbol in reading.uprightSymbols {
            if symbol.isAddOn {
                uprightAddOns.append(symbol)
            } else if let code = SymbolConversion.barcode(from: symbol, addOn: nil) {
                uprightMains[code.gtin13, default: []].append(symbol)
            }
        }
    }

    /// Records codes read in straightened regions (`RegionScan`), which keep the image's tones
    /// and resolution.
    mutating func recordStraightened(_ codes: [Barcode]) {
        record(codes, altersTones: false, fullResolution: true)
    }

    private mutating func record(_ codes: [Barcode], altersTones: Bool, fullResolution: Bool) {
        for code in codes {
            if candidates[code.gtin13] == nil {
                candidates[code.gtin13] = ReadCandidate(code, altersTones: altersTones, fullResolution: fullResolution)
                order.append(code.gtin13)
            } else {
                candidates[code.gtin13]?.add(code, altersTones: altersTones, fullResolution: fullResolution)
            }
        }
    }

    /// The trusted candidates, with the evidence behind each, add-ons from other passes attached.
    func trustedReads() -> [ReadCandidate] {
        trustedCandidates().map { candidate in
            var completed = candidate
            completed.code = withAddOn(candidate.code)
            return completed
        }
    }

    /// The trusted numbers that won over a blur variant (`ReadCandidate.isBlurVariant`): zbar read
    /// the symbol both ways, so line counts alone do not say which is printed.
    var disputedNumbers: Set<String> {
        let all = order.compactMap { candidates[$0] }
        return Set(trustedCandidates().filter { candidate in all.contains { $0.isBlurVariant(of: candidate) } }
            .map(\.code.gtin13))
    }

    /// Whether any pass saw an add-on symbol anywhere in the image, paired or not.
    var sawAddOn: Bool { !uprightAddOns.isEmpty }

    /// Whether the image is itself a scan line or two (a strip from a line-scan camera), where
    /// one line is all the evidence there can be.
    private var isOneLineImage: Bool { min(imageBounds.width, imageBounds.height) < 3 }

    /// The codes these rules hold back though read on more than one scan line and no piece of a
    /// longer code, for want of evidence or in a conflict no rival clearly won (`isContested`):
    /// those a look apart from the passes may confirm.
    var heldBack: [ReadCandidate] {
        let all = order.compactMap { candidates[$0] }
        return all.filter { candidate in
            !candidate.seenOnSingleLinesOnly && !isFragment(candidate) && !isTrusted(candidate, among: all)
        }
    }

    /// Whether `candidate`, held back (`heldBack`) and not judged by the model of the bars, may be
    /// trusted on the turned look's reading (`HalfTurnCheck.confirms`): read on lines enough,
    /// contested by no rival, as zbar makes its swaps of 1 and 7, 2 and 8 both ways round, and no
    /// UPC-E. On `shelfscan bench misreads` the turned look trusted UPC-Es in 2 more photos of
    /// 15,000, and one whose 1s and 7s zbar swapped both ways round.
    func awaitsTurnedLook(_ candidate: ReadCandidate) -> Bool {
        candidate.code.symbology != .upcE && hasLinesEnough(candidate) && !isContested(candidate)
    }

    /// Whether rivals keep `candidate` from clearly winning (see `loses(_:among:)`).
    func isContested(_ candidate: ReadCandidate) -> Bool {
        loses(candidate, among: order.compactMap { candidates[$0] })
    }

    /// Trusts `number`, held back (`heldBack`), as a look apart from the passes confirmed it.
    mutating func confirmIndependently(_ number: String) {
        candidates[number]?.independentlyConfirmed = true
    }

    /// Whether any code is trusted yet: the cascade stops on this after every pass.
    var hasTrustedCode: Bool { !trustedCandidates().isEmpty }

    private func trustedCandidates() -> [ReadCandidate] {
        let all = order.compactMap { candidates[$0] }
        return all.filter { isTrusted($0, among: all) }
    }

    private func isTrusted(_ candidate: ReadCandidate, among all: [ReadCandidate]) -> Bool {
        isConfident(candidate) && !isFragment(candidate) && !loses(candidate, among: all)
    }

    /// `code` with an add-on that another pass saw at its right edge, if it has none yet.
    private func withAddOn(_ code: Barcode) -> Barcode {
        guard code.addOn == nil, !uprightAddOns.isEmpty, let mains = uprightMains[code.gtin13] else { return code }
        let found = AddOnPairing.addOns(for: mains, among: uprightAddOns, imageBounds: imageBounds).compactMap { $0 }
        var paired = code
        paired.addOn = found.max { $0.count < $1.count }
        return paired
    }

    private func isConfident(_ candidate: ReadCandidate) -> Bool {
        if candidate.independentlyConfirmed { return true }
        if !candidate.spansScanLines && !isOneLineImage { return false }
        if !candidate.seenUnaltered && (candidate.passes < 2 || candidate.seenOnSingleLinesOnly) { return false }
        return hasLinesEnough(candidate) || (!candidate.isShort && candidate.passes >= 2)
    }

    /// Whether `candidate` was read on as many scan lines as one pass over the image as it is
    /// needs for it to be trusted, however many passes that took and on whatever image.
    func hasLinesEnough(_ candidate: ReadCandidate) -> Bool {
        candidate.support >= (candidate.isShort ? shortCodeSupport : longCodeSupport)
    }

    private func isFragment(_ candidate: ReadCandidate) -> Bool {
        candidate.isShort && readLongCode(reaching: candidate.code.bounds)
    }

    /// Whether a long code that a pass read, trusted or not, lies where a UPC-E or EAN-8 boxed at
    /// `box` would be a fragment of it.
    func readLongCode(reaching box: BoundingBox) -> Bool {
        candidates.values.contains { !$0.isShort && $0.mayContain(box) }
    }

    /// Whether rivals keep `candidate` from clearly winning: a rival is a different code of the
    /// same length at the same place or sharing a half. One rival must be outweighed
    /// `dominance` times over; with two or more, zbar is guessing and nothing is trusted. A look
    /// apart from the passes that confirms one side alone (`confirmIndependently`) settles it.
    private func loses(_ candidate: ReadCandidate, among all: [ReadCandidate]) -> Bool {
        let rivals = all.filter { rival in
            rival.code.gtin13 != candidate.code.gtin13 && rival.isShort == candidate.isShort
                && (rival.overlaps(candidate) || rival.sharesHalf(with: candidate) || rival.isBlurVariant(of: candidate))
        }
        guard let rival = rivals.first else { return false }
        let rivalConfirmed = rivals.contains(where: \.independentlyConfirmed)
        if candidate.independentlyConfirmed || rivalConfirmed { return rivalConfirmed }
        return rivals.count > 1 || candidate.support < rival.support * dominance
    }
}
