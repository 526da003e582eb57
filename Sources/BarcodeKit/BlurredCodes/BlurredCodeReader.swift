import RasterKit

/// Reads EAN-13 and UPC-A codes too blurred for zbar, by fitting a model of the blurred
/// symbol to gray profiles taken across the bars (see `ProfileDecoder`).
///
/// It looks along the image's strongest stripe directions, samples parallel scan lines, keeps
/// runs of lines where a code-sized span between quiet zones lines up, and decodes a few lines
/// of the runs whose lines best fit a code's guards. A number is reported only when at least
/// two lines read it with a margin on every digit well above the fit's noise, and no other
/// number was read as well. An EAN-5 add-on beside it is read on the same lines, by the same
/// rules (see `AddOnProfileDecoder`).
struct BlurredCodeReader: Sendable {
    /// Largest misfit (mean squared residual over squared contrast) a reading may have.
    var maximumMisfit: Float = 0.03
    /// Smallest weakest-digit margin (over squared contrast) a reading needs.
    var minimumMargin: Float = 0.004
    /// Smallest ratio of the weakest-digit margin to the misfit a reading needs. The margin is
    /// the squared error the runner-up pattern adds, summed over pixels, and the misfit the
    /// squared error per pixel, so their ratio says how many times the noise the runner-up
    /// misses by. With the reader run on every corpus photo, wrong line readings reached at most
    /// 7.3 and right ones mostly far above 20; allowing a looser fit with this test in place of a
    /// misfit limit of 0.003 read 3 more photos.
    var minimumEvidence: Float = 10
    /// Bands looked at in each stripe direction: those with the most lines. Ranked across all
    /// directions together, the lines of a page's text stripes crowded out the few bands of a
    /// tilted code: ranking each direction's own read 9 more of the 150 rendered book covers.
    var rankedBands = 5
    /// Bands decoded: of the ranked ones, those whose middle line best fits a code's guards. The
    /// band with the most lines is often a shelf edge or print beside the code; ranking by the
    /// guard fit read 2 more photos than taking the two with the most lines, and decoding a
    /// third band instead read 1.
    var maximumBands = 2
    /// Unevenly lit bands decoded when the others gave no agreed number: of those ranked, the
    /// one that best fits the guards. This read 5 more photos with no misread; a second one read
    /// 1 more and added about 4 ms to the 95th percentile of the decode time.
    var maximumUnevenBands = 1
    /// Lines that must agree.
    static let requiredLines = 2
    /// Lines of a band decoded before it is given up when none gave a trusted reading. On the
    /// corpus every band that read a code did so within its first three lines, and giving up
    /// there cut the time spent on photos with no readable code by more than half.
    var linesWithoutReading = 3
    /// Stripe directions looked along, strongest first: a photo's code may lie across its
    /// strongest stripes or the next (print, a shelf edge); a window cut around a code needs one.
    var directions = 2

    /// This reader looking along the strongest stripe direction only, as a window cut around one
    /// code needs: there the strongest stripes are the code's own.
    var alongStrongestStripes: BlurredCodeReader {
        var reader = self
        reader.directions = 1
        return reader
    }

    /// Striped regions looked at on their own when the whole image reads nothing (see
    /// `regionLooks(_:regions:)`), strongest first. All four that the finder gives read 7, 3
    /// and 6 more photos in 3,000 on three seeds of the misread benchmark, and on a fourth one
    /// misread more: a blurred UPC-E in the third region that the EAN-13 model fitted on two lines.
    var regionsLooked = 2
    /// A region's window holding at least this share of the image's pixels is not looked at on
    /// its own: the look would be the whole image's again, along one direction instead of two.
    /// Such looks read 2 more corpus photos, by ranking the same bands otherwise, and 7 more in
    /// the misread benchmark's 3,000 (seed 20240601), for about 7% more CPU time over the
    /// corpus (2.65 s against 2.48 s).
    var largestRegionWindow = 0.9
    /// Whether to look for an EAN-5 add-on beside a code read (see `AddOnProfileDecoder`).
    var readsAddOns = true
    /// Lines decoded for an add-on beyond those that settled the code (see `addOn(of:sightings:bands:)`).
    var addOnLines = 8

    private let decoder = ProfileDecoder()
    private let addOnDecoder = AddOnProfileDecoder()

    /// The codes found, each once.
    func read(_ image: GrayImage) -> [Barcode] {
        let byDirection = StripeDirections.strongest(in: image, count: directions).map { stripes in
            bands(image, stripes: stripes).sorted { $0.lines.count > $1.lines.count }
        }
        var votes: [[Int]: [Sighting]] = [:]
        var decoded = bandsToDecode(byDirection.map { $0.filter { !$0.isUnevenlyLit } })
        decode(decoded, into: &votes)
        if !Self.hasAgreement(votes) {
            let uneven = bandsToDecode(byDirection.map { $0.filter(\.isUnevenlyLit) }).prefix(maximumUnevenBands)
            decode(Array(uneven), into: &votes)
            decoded += uneven
        }
        guard let (digits, sightings) = Self.soleNumber(votes) else { return [] }
        var code = Self.barcode(digits, sightings: sightings)
        if readsAddOns { code.addOn = addOn(of: code, sightings: sightings, bands: decoded.map(\.band)) }
        return [code]
    }

    /// The EAN-5 add-on that lines which read `code` agree on beside it, by the rules the code's
    /// own lines follow. A line that read another number there voids it: its parity pattern is
    /// all that checks a reading, and a wrong one passes once in 32.
    ///
    /// The lines that settled the code come first. When they do not agree on an add-on but one
    /// of them shows an add-on's pattern, trusted or not, and the code is one that carries them,
    /// more lines of the `bands` that read it are decoded, spread over the bars, up to
    /// `addOnLines`: the code's decoding stops at the first two lines that agree, and an add-on's
    /// shorter bars and weaker print often leave one of them without a trusted reading beside it.
    /// On the 150 rendered book covers this read 3 more add-ons (116 to 119). Decoding more lines
    /// whenever the settling lines had no add-on also read those 3, but took 20% more CPU time
    /// over the corpus, whose blurred codes mostly carry none; gated so, the time is unchanged.
    private func addOn(of code: Barcode, sightings: [Sighting], bands: [LineBand]) -> String? {
        var votes: [[Int]: [Sighting]] = [:]
        let patternSeen = sightings.reduce(false) { vote(forAddOnBeside: $1, into: &votes) || $0 }
        if patternSeen, Self.soleNumber(votes) == nil, votes.count < 2, code.mayCarryAddOn {
            let digits = sightings[0].reading.digits
            for line in moreLines(of: bands, besides: sightings).prefix(addOnLines) {
                for reading in firstLook(at: line).map(decoder.read) ?? [] where reading.digits == digits && isTrusted(reading) {
                    vote(forAddOnBeside: Sighting(line: line.line, reading: reading), into: &votes)
                }
                if Self.isSettled(votes) { break }
            }
        }
        return Self.soleAddOn(votes)
    }

    /// The EAN-5 add-on that lines reading one code agree on beside it, by the rules above, taking
    /// `sightings` (each a line's reading of the code) only until the votes settle; with how many
    /// were taken.
    func agreedAddOn(beside sightings: some Sequence<Sighting>) -> (addOn: String?, lines: Int) {
        var votes: [[Int]: [Sighting]] = [:], lines = 0
        for sighting in sightings {
            lines += 1
            vote(forAddOnBeside: sighting, into: &votes)
            if Self.isSettled(votes) { break }
        }
        return (Self.soleAddOn(votes), lines)
    }

    /// Whether an add-on's votes are settled, so that more lines cannot change the outcome: they
    /// agree, or two numbers void them.
    private static func isSettled(_ votes: [[Int]: [Sighting]]) -> Bool {
        soleNumber(votes) != nil || votes.count > 1
    }

    /// Adds the trusted add-on readings beside one line's reading of the code to `votes`; says
    /// whether the line showed an add-on's pattern at all, trusted or not.
    @discardableResult
    private func vote(forAddOnBeside sighting: Sighting, into votes: inout [[Int]: [Sighting]]) -> Bool {
        let readings = addOnReadings(beside: sighting, by: addOnDecoder)
        for reading in readings where isTrusted(reading) {
            votes[reading.digits, default: []].append(Sighting(line: sighting.line, reading: reading))
        }
        return !readings.isEmpty
    }

    /// What `decoder` reads beside one line's reading of a code, trusted or not, on the line as
    /// light and in the code's reading direction.
    func addOnReadings(beside sighting: Sighting, by decoder: AddOnProfileDecoder) -> [ProfileReading] {
        let light = LinearLight.values(sighting.line.values)
        let inReadingDirection = sighting.reading.isReversed ? Array(light.reversed()) : light
        return decoder.read(inReadingDirection, beside: sighting.reading.grid)
    }

    /// The lines of those `bands` that hold a line of `sightings`, spread over each band, less
    /// the lines of `sightings`.
    private func moreLines(of bands: [LineBand], besides sightings: [Sighting]) -> [SpannedLine] {
        let seen = Set(sightings.map { LinePlace($0.line) })
        return bands.filter { $0.lines.contains { seen.contains(LinePlace($0.line)) } }
            .flatMap(\.linesSpreadOut)
            .filter { !seen.contains(LinePlace($0.line)) }
    }

    /// Where a scan line lies: its direction and offset.
    private struct LinePlace: Hashable {
        let angle: Double, offset: Double

        init(_ line: ScanLine) {
            (angle, offset) = (line.angle, line.offset)
        }
    }

    /// The code `votes` agree on, when they hold one number only and lines spread across the
    /// bars read it (see `isAgreement`); `nil` when lines read different numbers.
    static func soleAgreement(_ votes: [[Int]: [Sighting]]) -> Barcode? {
        soleNumber(votes).map { barcode($0.digits, sightings: $0.sightings) }
    }

    /// The add-on `votes` agree on, as text (see `soleNumber`).
    static func soleAddOn(_ votes: [[Int]: [Sighting]]) -> String? {
        soleNumber(votes).map { $0.digits.map(String.init).joined() }
    }

    /// The number `votes` agree on, with its sightings: the rule for a code and its add-on alike.
    private static func soleNumber(_ votes: [[Int]: [Sighting]]) -> (digits: [Int], sightings: [Sighting])? {
        guard votes.count == 1, let (digits, sightings) = votes.first, isAgreement(sightings) else { return nil }
        return (digits, sightings)
    }

    /// Decodes lines of `bands` into `votes` until two lines agree.
    private func decode(_ bands: [RankedBand], into votes: inout [[Int]: [Sighting]]) {
        for ranked in bands {
            var trusted = 0
            for (tried, line) in ranked.band.linesToDecode.enumerated() {
                if tried == linesWithoutReading, trusted == 0 { break }
                // The middle line, decoded first, was looked at when the band was ranked.
                let guarded = tried == 0 ? ranked.middle : firstLook(at: line)
                for reading in guarded.map(decoder.read) ?? [] where isTrusted(reading) {
                    votes[reading.digits, default: []].append(Sighting(line: line.line, reading: reading))
                    trusted += 1
                }
                if Self.hasAgreement(votes) { return }
            }
        }
    }

    /// Whether one line's reading counts towards agreement.
    func isTrusted(_ reading: ProfileReading) -> Bool {
        reading.misfit <= maximumMisfit && reading.margin >= minimumMargin
            && reading.margin >= minimumEvidence * reading.misfit
    }

    /// Of the first `rankedBands` bands in each direction, the `maximumBands` whose middle line
    /// fits the guards best.
    private func bandsToDecode(_ byDirection: [[LineBand]]) -> [RankedBand] {
        let ranked = byDirection.flatMap { $0.prefix(rankedBands) }.map { band in
            RankedBand(band: band, middle: firstLook(at: band.middle))
        }
        return Array(ranked.sorted { $0.guardMisfit < $1.guardMisfit }.prefix(maximumBands))
    }

    /// The decoder's first look at `line`'s span, or at the span without its add-on when that fits
    /// the guards better.
    private func firstLook(at line: SpannedLine) -> GuardedProfile? {
        line.spans.compactMap { decoder.guarded(line.values, start: $0.lowerBound, end: $0.upperBound) }
            .min { $0.misfit < $1.misfit }
    }

    /// A band with the first look at its middle line.
    private struct RankedBand {
        let band: LineBand
        let middle: GuardedProfile?

        var guardMisfit: Float { middle?.misfit ?? .infinity }
    }

    private static func hasAgreement(_ votes: [[Int]: [Sighting]]) -> Bool {
        votes.values.contains(where: isAgreement)
    }

    /// Pixels across the bars that the agreeing lines must span. Two readings of nearly the same
    /// line are one piece of evidence: on photos nobody here had seen, single-line misreads
    /// came back with a box of no height. Twice the line spacing needs the agreeing lines to have
    /// a third line's worth of bars between them.
    static let minimumLineSpread = 2 * lineSpacing

    /// Whether `sightings` are enough lines, in one direction, spread across the bars.
    static func isAgreement(_ sightings: [Sighting]) -> Bool {
        let byDirection = Dictionary(grouping: sightings) { $0.line.angle }
        return byDirection.values.contains { lines in
            let offsets = Set(lines.map(\.line.offset))
            guard offsets.count >= requiredLines, let low = offsets.min(), let high = offsets.max() else { return false }
            return high - low >= minimumLineSpread
        }
    }

    /// One line's trusted reading.
    struct Sighting {
        let line: ScanLine
        let reading: ProfileReading
    }
}
