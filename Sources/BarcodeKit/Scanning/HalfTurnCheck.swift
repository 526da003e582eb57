import RasterKit

/// The 180° rule for a code the model of the bars could not judge: its neighbourhood is turned
/// round and scanned again, and a rival number read there on more lines than the code itself
/// shows the code was guessed.
///
/// zbar's edge detector follows a line's gray levels with a lag, so under blur it places an
/// edge a little differently coming from either side, and a swap of 1 and 7 or 2 and 8 can
/// happen one way round and not the other. Turned by 180°, every line crosses the bars from
/// the other side. Most such misreads are caught by the model (`ModelCheck`), but it stays
/// silent where it cannot place the code, as on a box of one scan line's end points, and on
/// codes sharper than it needs; a turned look is independent evidence there. For the same
/// reason a code the passes held back, read on lines enough with the model silent, is trusted
/// when the turned look reads it again (`confirms`, see `ReadArbiter`).
///
/// A turned look that reads nothing, or the code on fewer lines, does not count against it:
/// requiring the code to be read turned as well took about 40 reads per 1,000 photos from the
/// misread benchmark (seeds 7 and 11) to halve its misreads. With the rule as it is, misreads per
/// 1,000 fell from 3.3 to 3.0 on seed 11, 2.0 to 1.3 on seed 17 and 3.0 to 2.7 on seed 19; reads
/// moved by at most 2 photos in 3,000 (seed 7: 519.3 to 518.7, seed 17: 552.7 to 553.0), and
/// seeds 20240601, 7 and 13 kept their misreads. The corpus and the book covers read the same.
/// It costs about 4% more CPU time over the corpus, where the model is silent on 109 of 247 codes.
///
/// Part of why a turned look so often reads nothing is the window: zbar's box may hold one half
/// of the code even when many lines read it (a corpus photo read on 26 lines was boxed over its
/// right half), and the window then cuts the other half off. At this `reach`, 21 of the corpus's
/// 127 turned looks read nothing; at 1.5 times the box's side, 5. Even with that wider window,
/// requiring a turned reading would cost far more reads than misreads: on seed 31 of the misread
/// benchmark, 380 of the 1,846 scans in which the model was silent on the right number read
/// nothing turned, against 10 of the 14 in which it was silent on a wrong one. Reads per 1,000
/// fell from 535.0 to 477.0 there and from 556.0 to 504.3 on seed 20240601, for misreads falling
/// from 3.7 to 1.3 and from 1.0 to 0.3, and the corpus read 280 photos instead of 285.
///
/// A UPC-E or EAN-8 also falls when the turned look reads a long code, trusted or not, whose
/// bars reach its place: it is a piece of that code, by the rule `ReadArbiter` applies to the
/// passes' own readings. On seed 77 of `shelfscan bench misreads`, zbar found a UPC-E on 2 lines
/// at one end of a bent EAN-13 that no upright pass read at all, and the turned look read the
/// EAN-13 on 11 lines. Misreads per 1,000 fell from 1.0 to 0.7 on that seed, every other photo
/// reading the same. Every check on seeds 5 and 77 traced, no true UPC-E or EAN-8 had a long
/// code read turned around it.
///
/// The rule is where the remaining misreads pass. On seeds 5 and 77, not looked at while the
/// checks were built, each of the 6 misreads in 6,000 photos was read by zbar on 2 to 9 lines
/// with the model silent, and the turned look read no rival of its length on more lines: codes
/// cut by the frame or covered in part, a small blurred code turned 35°, the UPC-E above, and a
/// box over half the code, which the model reads right between the code's quiet zones
/// (`ModelCheck.verdict(on:in:)`). Three of the four left are zbar's 1/7 and 2/8 swaps read on
/// 4 or 5 lines, where the turned look read nothing or the number itself: it read nothing in
/// 107 checks of true numbers read on 4 or 5 lines too.
struct HalfTurnCheck: Sendable {
    /// How far the turned window reaches past zbar's box, in times the box's longer side: the
    /// box may hold only the points where lines ended at one end of the code.
    var reach = 0.6
    /// The least reach in pixels, for a box of a few lines' end points.
    var minimumReach = 100
    /// How far the turned window reaches when it is to confirm a code the passes held back
    /// (`confirms`), in times the box's longer side: such a code was mostly read by one
    /// tone-altered pass, often over part of the bars only. Reaching 1.0 instead of 0.6, reads per
    /// 1,000 on `shelfscan bench misreads` rose on seed 77 from 581.7 to 583.7, seed 5 from 577.0
    /// to 579.0, seed 31 from 572.7 to 573.0, seed 7 from 563.0 to 563.7 and seed 20240601 from
    /// 587.7 to 589.7 (seed 101 the same), the same photos misread; the corpus and the book
    /// covers read the same, for no CPU time to measure.
    var confirmingReach = 1.0
    let options: ScanOptions

    /// Whether `code`, read in `image`, survives the turned look through at most `passes` of the
    /// thorough plan's passes (all of them by default).
    ///
    /// The scan passes on `passes`, the passes it ran before it trusted the code: the turned look
    /// is the same look from the other side, so a code the opening passes read is looked at turned
    /// by those alone. Over the corpus, the later passes ran on 27 of the 127 turned looks and
    /// changed no verdict. On the misread benchmark, stopping every turned look after the opening
    /// passes read the same photos on five seeds, but on seed 29 let through a misread that only
    /// the later passes had caught, on a photo the scan had needed them for. Going as deep as the
    /// scan went, seeds 20240601, 11, 13, 29 and 31 read the same photos with the same misreads,
    /// seed 7 one more photo (525.3 instead of 525.0 per 1,000), the corpus and the book covers
    /// the same, and the CPU time of `shelfscan scan` over the corpus fell by 4% (2.29 s against
    /// 2.39 s, medians of 7 alternating runs).
    func holds(for code: Barcode, in image: GrayImage, passes: Int = .max) -> Bool {
        guard let seen = turnedLook(at: code, in: image, reach: reach, passes: passes) else { return true }
        return !seen.refuted
    }

    /// Whether the turned look, through every pass of the plan, reads `code`'s own number and
    /// does not refute it as `holds(for:in:passes:)` does: a second reading from the other side
    /// of the bars, for a code the passes held back (`ReadArbiter.heldBack`).
    func confirms(_ code: Barcode, in image: GrayImage) -> Bool {
        guard let seen = turnedLook(at: code, in: image, reach: confirmingReach, passes: .max) else { return false }
        return seen.ownLines > 0 && !seen.refuted
    }

    /// What the look at `code`'s neighbourhood, `reach` times its box's longer side around it,
    /// turned round saw: on how many lines it read the code's number, and whether a rival of its
    /// length read on more lines, or for a short code a long code reaching its place, refutes it;
    /// `nil` when no window fits in the image.
    private func turnedLook(at code: Barcode, in image: GrayImage, reach: Double,
                            passes: Int) -> (ownLines: Int, refuted: Bool)? {
        let box = code.bounds
        let margin = max(Int(Double(max(box.width, box.height)) * reach), minimumReach)
        guard let look = ImageWindow(around: box, margin: margin, in: image) else { return nil }
        let window = look.window, turned = look.window.rotated(by: 180)
        var arbiter = ReadArbiter(imageBounds: turned.bounds)
        for pass in ScanPlan.thoroughPasses(for: turned).prefix(passes) {
            arbiter.record(pass.read(turned, options: options), from: pass)
            if arbiter.hasTrustedCode { break }
        }
        let own = arbiter.candidates[code.gtin13]?.support ?? 0
        if code.symbology.isShort,
           arbiter.readLongCode(reaching: look.inWindow(box).turnedHalfway(width: window.width, height: window.height)) {
            return (own, true)
        }
        let outread = arbiter.candidates.values.contains { rival in
            rival.code.gtin13 != code.gtin13 && rival.isShort == code.symbology.isShort && rival.support > own
        }
        return (own, outread)
    }
}
