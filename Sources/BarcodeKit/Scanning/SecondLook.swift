import RasterKit

/// Looks again at a trusted code in its own geometry, at the image's full resolution: the
/// region around it straightened (`RegionScan`), where its bars stand upright, each row an
/// independent scan line across the whole code, and an add-on lies along the reading direction
/// however the code is turned.
///
/// Three kinds of code get the look:
/// - **Weak readings that a wrong reading easily fakes** are checked: when the look reads
///   another number there, the code is dropped. Weak means fewer than `strongSupport` scan lines,
///   for an EAN-13 whose first digit is not 0 and for the short UPC-E and EAN-8. An EAN-13's
///   first digit is not printed as bars but carried by the parity of its left half, so a UPC-A
///   (an EAN-13 starting 0, every left digit odd) that a slanted scan line misjudges at one
///   digit comes back as an EAN-13 starting with another digit; that and a second slip that
///   repairs the check digit happen on a line or two, not on many rows across the bars. A
///   UPC-E or EAN-8 fits inside a longer code's bars; a look that reads the longer code there
///   shows it for a fragment. A look that reads nothing leaves the code standing: requiring
///   the look to read it too lost 3 corpus photos, small codes whose crops the region finder
///   misplaced.
/// - **Readings only reduced images showed** are checked: zbar misreads bars that halving has
///   squeezed to about a pixel, the same way on every pass over that image (a 1280×720 frame
///   with 2-pixel modules, halved for fast mode, gave a wrong ISBN on both opening passes).
///   When the look reads a different number of the same length there, the reduced reading is
///   dropped and the full-resolution one, if seen on `strongSupport` lines, stands in its place.
/// - **Codes that may carry an add-on and have none**, in an image where some pass saw an
///   add-on symbol it could not pair, get it from the look: on a code tilted 8–25° the add-on's
///   short bars are crossed by few of the passes' rows and columns, and the far end zbar gives
///   for it no longer says where it sits along the code. On the 150 rendered book covers of
///   `../shared/books` this raises the add-ons read from 70 to 95 (110 codes read). Where zbar's
///   locations in the look cannot place the add-on either, or it reads the add-on and not the
///   code, the look's region places an EAN-5 (`RegionAddOnPlacement`): on `shelfscan bench
///   misreads` this read 22 more of 500 EAN-5s with seed 20240601 (175 to 197) and 27 more with
///   seed 7, none wrong.
///
/// A number that stands in place of a blur variant of itself (`Barcode.isBlurVariant(of:)`) is
/// *disputed*: blur swaps 1s and 7s, 2s and 8s the same way on every line, so the look's line
/// count does not say which of the two is printed, and thorough mode reports it only when the
/// model of the bars confirms it (`ModelCheck`), as it does a code that won such a conflict among
/// the passes. On `shelfscan bench misreads` this took seed 7 from 2.3 to 2.0 misreads per 1,000
/// photos (the look had put a weak, right reading's variant in its place) and its reads from
/// 519.0 to 519.3; seeds 20240601, 11 and 13 were unchanged.
///
/// Each look costs about 1–2 ms. Looking at every ISBN without an add-on raised the CPU time of
/// `shelfscan scan` over the corpus by a quarter; looking only where an add-on symbol was seen
/// reads the same 95 add-ons on the book covers and leaves most photos without a look.
struct SecondLook: Sendable {
    let image: GrayImage
    let options: ScanOptions
    /// Scan lines from which a reading counts as strong.
    var strongSupport = 6

    /// What stands after the look.
    struct Outcome: Sendable {
        /// The codes, add-ons completed.
        var codes: [Barcode] = []
        /// The numbers among `codes` that took the place of a blur variant of themselves.
        var disputed: Set<String> = []
    }

    /// The codes of `reads` that stand after the look; `addOnSeen` says whether any pass saw an
    /// add-on symbol.
    func checked(_ reads: [ReadCandidate], addOnSeen: Bool) -> Outcome {
        var result = Outcome()
        for read in reads {
            let code = read.code
            let weak = needsConfirmation(read), reduced = !read.seenAtFullResolution
            guard weak || reduced || (addOnSeen && wantsAddOn(code)) else {
                result.codes.append(code)
                continue
            }
            let look = RegionScan().read(image, around: code.bounds, options: options)
            let again = look.codes
            if let same = again.first(where: { $0.gtin13 == code.gtin13 }) {
                var completed = code
                completed.addOn = code.addOn ?? same.addOn
                result.codes.append(look.completing(completed))
            } else if let rival = again.first(where: { contradicts($0, code) }), weak || reduced {
                if rival.confidence >= strongSupport, !result.codes.contains(where: { $0.gtin13 == rival.gtin13 }) {
                    result.codes.append(rival)
                    if rival.isBlurVariant(of: code) { result.disputed.insert(rival.gtin13) }
                }
            } else {
                result.codes.append(again.isEmpty ? look.completing(code) : code)
            }
        }
        return result
    }

    /// Whether the look's `other` reading shows `code` wrong: another number of the same length
    /// where it lies, or, for a short code, a long code whose bars hold it.
    private func contradicts(_ other: Barcode, _ code: Barcode) -> Bool {
        guard other.gtin13 != code.gtin13 else { return false }
        return other.digits.count == code.digits.count || (code.digits.count == 8 && other.digits.count > 8)
    }

    /// Whether `read` is too weak to stand unless the look reads it too.
    func needsConfirmation(_ read: ReadCandidate) -> Bool {
        guard read.support < strongSupport else { return false }
        switch read.code.symbology {
        case .ean13: return read.code.gtin13.first != "0"
        case .upcE, .ean8: return true
        case .upcA: return false
        }
    }

    private func wantsAddOn(_ code: Barcode) -> Bool {
        options.addOns && code.addOn == nil && code.mayCarryAddOn
    }
}
