import RasterKit

/// Finds EAN-13, UPC-A, UPC-E and EAN-8 barcodes, with their EAN-2/EAN-5 add-ons, in a grayscale image.
///
/// Each call uses fresh zbar scanners, so one `BarcodeScanner` may scan many images from many
/// threads at once, and results never depend on what was scanned before.
///
/// ```swift
/// let image = try ImageDecoder().decode(contentsOf: "book.jpg")
/// let codes = BarcodeScanner().scan(image)
/// print(codes.first?.isbn?.isbn13 ?? "no ISBN")
/// ```
public struct BarcodeScanner: Sendable {
    /// What to look for.
    public var options: ScanOptions

    /// Creates a scanner with the given options.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Every barcode in `image`, each reported once, in the order first read.
    ///
    /// Passes run cheapest first and stop once a code is trusted. When that happens on a
    /// reduced image, the next (finer) pass runs all the same, so that a second, smaller code
    /// in the photo (a store label beside the ISBN) is not lost. In thorough mode, when the
    /// opening passes find nothing, the places that look striped are straightened and scanned
    /// (`RegionScan`: codes turned beyond zbar's reach, thin bars enlarged). When no pass finds
    /// a code it trusts, one they held back for want of evidence is trusted if the model of the
    /// bars reads its number (`ModelCheck`) or, if the model is silent on a code read on lines
    /// enough, if it reads again turned round (`HalfTurnCheck.confirms`); if none is,
    /// `BlurredCodeReader` looks for a code too blurred for zbar, in the image as it is and, if
    /// that finds none, turned by 180° (`readEitherWay`), then around the strongest striped
    /// regions on their own (`regionLooks`). A trusted code that only a reduced image showed, or
    /// that may carry an add-on and has none, is looked at again in its own geometry at full
    /// resolution (`SecondLook`). In thorough mode every code zbar read is then checked against a
    /// model of the blurred symbol (`ModelCheck`), which replaces the 1s and 7s, 2s and 8s that
    /// blur makes zbar swap on every scan line; a code that won a conflict with such a variant of
    /// itself, among the passes or in the second look, is reported only when the model confirms
    /// it, one the model cannot judge only when no rival outreads it with the picture turned round
    /// (`HalfTurnCheck`). Every code to be reported, zbar's or the reader's, that may carry an
    /// add-on and has none gets the model's look for it (`BlurredAddOnLook`); an add-on zbar
    /// paired with its code is checked by the model as the code is (`AddOnCheck`).
    public func scan(_ image: GrayImage) -> [Barcode] {
        scan(image) { () throws(Never) in }
    }

    /// `scan(_:)`, checking `stop` before each pass and stage of the scan, so that a scan whose
    /// caller gave up, or whose time ran out, ends within one stage (a few tens of milliseconds)
    /// by throwing the reason.
    ///
    /// ```swift
    /// let codes = try BarcodeScanner().scan(image, stop: WorkStop(timeLimit: .seconds(2)))
    /// ```
    public func scan(_ image: GrayImage, stop: WorkStop) throws(WorkStopped) -> [Barcode] {
        try scan(image, checking: stop.check)
    }

    /// The scan, calling `check` before each pass and stage: the one place that says where a scan
    /// may stop.
    func scan<Failure: Error>(_ image: GrayImage, checking check: () throws(Failure) -> Void) throws(Failure) -> [Barcode] {
        var arbiter = ReadArbiter(imageBounds: image.bounds)
        var lookAgain = false, passesRun = 0
        // Looked for only when needed, and once: the straightened scan and the reader share them.
        lazy var regions = CodeRegionFinder()
            .regions(in: image, searchHalvings: ScanPlan.regionSearchHalvings(for: image, mode: options.mode))
        for (index, pass) in ScanPlan.passes(for: image, mode: options.mode).enumerated() {
            try check()
            arbiter.record(pass.read(image, options: options), from: pass)
            passesRun = index + 1
            if lookAgain { break }
            if arbiter.hasTrustedCode {
                guard pass.reducesResolution else { break }
                lookAgain = true
            } else if index == ScanPlan.openingPassCount - 1 {
                try check()
                arbiter.recordStraightened(RegionScan().read(image, regions: regions, options: options))
                if arbiter.hasTrustedCode { break }
            }
        }
        if options.mode == .thorough, !arbiter.hasTrustedCode { try confirmHeldBack(&arbiter, in: image, checking: check) }
        try check()
        let looked = SecondLook(image: image, options: options)
            .checked(arbiter.trustedReads(), addOnSeen: arbiter.sawAddOn)
        let trusted = looked.codes
        guard options.mode == .thorough else { return trusted }
        guard trusted.isEmpty else {
            let disputed = arbiter.disputedNumbers.union(looked.disputed)
            let checked = try modelChecked(trusted, disputed: disputed, passes: passesRun, in: image, checking: check)
            try check()
            let addOnCheck = AddOnCheck()
            return completed(checked.map { addOnCheck.checked($0, in: image) }, by: BlurredAddOnLook(), in: image)
        }
        try check()
        let codes = blurredReader.readEitherWay(image)
        try check()
        let blurred = codes.isEmpty ? blurredReader.regionLooks(image, regions: regions) : codes
        try check()
        return completed(blurred, by: BlurredAddOnLook(boxesSpanCodes: true), in: image)
    }

    /// Trusts the codes the passes held back (`ReadArbiter.heldBack`) that a look apart from the
    /// passes confirms: the model of the bars reading their number or, where the model is silent
    /// on a code the arbiter lets the turned look confirm (`ReadArbiter.awaitsTurnedLook`), its
    /// neighbourhood turned round reading it again (`HalfTurnCheck.confirms`).
    private func confirmHeldBack<Failure: Error>(_ arbiter: inout ReadArbiter, in image: GrayImage,
                                                 checking check: () throws(Failure) -> Void) throws(Failure) {
        let halfTurn = HalfTurnCheck(options: options)
        for candidate in arbiter.heldBack {
            try check()
            let confirmed = switch ModelCheck().verdict(on: candidate.code, in: image) {
            case .confirmed: true
            case .silent: arbiter.awaitsTurnedLook(candidate) && halfTurn.confirms(candidate.code, in: image)
            case .contradicted: false
            }
            if confirmed { arbiter.confirmIndependently(candidate.code.gtin13) }
        }
    }

    /// `codes` with the add-ons `look` finds, when add-ons are read.
    private func completed(_ codes: [Barcode], by look: BlurredAddOnLook, in image: GrayImage) -> [Barcode] {
        guard options.addOns else { return codes }
        return codes.map { look.completed($0, in: image) }
    }

    /// The reader of codes too blurred for zbar, looking for add-ons when asked to.
    private var blurredReader: BlurredCodeReader {
        var reader = BlurredCodeReader()
        reader.readsAddOns = options.addOns
        return reader
    }

    /// `codes` as the model sees them: a contradicted code is dropped, and the model's own
    /// number reported in its place when its lines agree on one, with the add-on zbar paired
    /// with the code (a symbol of its own, read apart from the main code's digits). A `disputed`
    /// code must be confirmed; one on which the model is silent must survive being turned round
    /// (`HalfTurnCheck`), through as many of the plan's passes as the scan ran, `passes`.
    private func modelChecked<Failure: Error>(_ codes: [Barcode], disputed: Set<String>, passes: Int, in image: GrayImage,
                                              checking check: () throws(Failure) -> Void) throws(Failure) -> [Barcode] {
        var result: [Barcode] = []
        let halfTurn = HalfTurnCheck(options: options)
        for code in codes {
            try check()
            switch ModelCheck().verdict(on: code, in: image) {
            case .confirmed: result.append(code)
            case .silent:
                if !disputed.contains(code.gtin13), halfTurn.holds(for: code, in: image, passes: passes) {
                    result.append(code)
                }
            case .contradicted(let other):
                guard var other, !result.contains(where: { $0.gtin13 == other.gtin13 }) else { continue }
                other.addOn = code.addOn
                result.append(other)
            }
        }
        return result
    }
}
