/// A number read by one or more passes over the same image, with how strongly it was seen.
struct ReadCandidate: Sendable {
    /// The best sighting so far (most scan lines, add-on preferred).
    var code: Barcode
    /// Scan lines summed over every pass that read it.
    var support: Int
    /// How many passes read it.
    var passes: Int
    /// Whether a pass that keeps the image's tones read it (see `ImageVariant.altersTones`).
    var seenUnaltered: Bool

    /// Whether a look at the image's full resolution read it. zbar misreads bars that a reduced
    /// image has squeezed to about a pixel, consistently on every pass over that image.
    var seenAtFullResolution: Bool

    /// Whether a look apart from the passes confirmed this number, which trusts a reading the
    /// rules held back (`ReadArbiter.heldBack`): the model of the bars reading it on the image as
    /// it is, or the code's neighbourhood turned round reading it again (`HalfTurnCheck.confirms`).
    var independentlyConfirmed = false

    /// Where each sighting lay while every one was made on a single scan line; `nil` once one
    /// was made on several. Passes over one image scan the same rows, so two single-line
    /// sightings at one place are one line read twice, not two pieces of evidence.
    private var singleLinePlaces: [BoundingBox]?

    /// A first sighting, on an image whose tones were altered or not, at full resolution or not.
    init(_ code: Barcode, altersTones: Bool, fullResolution: Bool) {
        self.code = code
        support = code.confidence
        passes = 1
        seenUnaltered = !altersTones
        seenAtFullResolution = fullResolution
        singleLinePlaces = code.confidence > 1 ? nil : [code.bounds]
    }

    /// Another sighting, on an image whose tones were altered or not, at full resolution or not.
    mutating func add(_ sighting: Barcode, altersTones: Bool, fullResolution: Bool) {
        support += sighting.confidence
        passes += 1
        seenUnaltered = seenUnaltered || !altersTones
        seenAtFullResolution = seenAtFullResolution || fullResolution
        singleLinePlaces = sighting.confidence > 1 ? nil : singleLinePlaces.map { $0 + [sighting.bounds] }
        let gainsAddOn = code.addOn == nil && sighting.addOn != nil
        let keepsAddOn = sighting.addOn != nil || code.addOn == nil
        if gainsAddOn || (keepsAddOn && sighting.confidence > code.confidence) {
            code = sighting
        }
    }

    /// Whether the evidence comes from more than one scan line: a sighting on several, or
    /// single-line sightings more than a few pixels apart. A single line can be misread the
    /// same way by every pass: on `shelfscan bench misreads`, a blurred EAN-13 read on one row
    /// by three passes (plain, sharpened, stretched) gave a wrong number, in both orientations.
    var spansScanLines: Bool {
        guard let places = singleLinePlaces, let first = places.first else { return true }
        return places.contains { abs($0.y - first.y) > 2 || abs($0.x - first.x) > 2 }
    }

    /// Whether every sighting was made on a single scan line.
    var seenOnSingleLinesOnly: Bool { singleLinePlaces != nil }

    /// Whether this is a short code (UPC-E, EAN-8): zbar finds those in fragments of longer
    /// codes and in text, so they need more evidence.
    var isShort: Bool { code.symbology.isShort }

    /// Whether the two were seen at the same place (boxes touching, with a little slack for
    /// single-scan-line boxes that have no height).
    func overlaps(_ other: ReadCandidate) -> Bool {
        let slack = 4
        let a = code.bounds, b = other.code.bounds
        return a.x - slack <= b.maxX && b.x - slack <= a.maxX && a.y - slack <= b.maxY && b.y - slack <= a.maxY
    }

    /// Whether the two numbers agree on one half: zbar's misreads of a long code get one half
    /// wrong, so such a pair is one symbol read two ways, wherever the boxes were put.
    func sharesHalf(with other: ReadCandidate) -> Bool {
        let a = Array(code.gtin13), b = Array(other.code.gtin13)
        guard a.count == b.count, a.count == 13 else { return false }
        return a[..<7] == b[..<7] || a[7...] == b[7...]
    }

    /// Whether the two numbers differ only in the digits blur makes zbar swap
    /// (`Barcode.isBlurVariant(of:)`).
    func isBlurVariant(of other: ReadCandidate) -> Bool {
        code.isBlurVariant(of: other.code)
    }

    /// Whether the centre of `inner`, a box in the same image, lies where this code's bars may
    /// reach. zbar's box covers only the scan lines that decoded, while the bars run on across
    /// the code for up to about its length, so the box is widened by its longer side in every
    /// direction.
    func mayContain(_ inner: BoundingBox) -> Bool {
        let box = code.bounds
        let reach = max(box.width, box.height)
        let centreX = inner.x + inner.width / 2, centreY = inner.y + inner.height / 2
        return centreX >= box.x - reach && centreX <= box.maxX + reach
            && centreY >= box.y - reach && centreY <= box.maxY + reach
    }
}
