import RasterKit

/// The order in which passes are tried on a still image, cheapest and most fruitful first.
///
/// Measured with `shelfscan bench passes` on the shared corpus of 316 phone photos (counts
/// are images whose code the pass reads on its own; times are medians per image):
///
/// | pass | reads | ms | why it is here |
/// |---|---|---|---|
/// | original, density 6 (small images) | 168 | 0.57 | most codes are big and clean: done at once |
/// | original, density 4 (large images) | 58 of 72 | 3.0 | photos are oversampled: sparse lines suffice |
/// | half size, density 2 (not used) | 53 of 72 | 1.9 | cheaper, but a hit needs a full-size look for smaller codes |
/// | original, density 2 / 3 | 231 | 1.8 / 1.2 | finer scan lines catch short and partly lit codes |
/// | binarised (radius 16) | 232 | 2.3 | glare and uneven light (+9 beyond the above) |
/// | sharpened (radius 1) | 225 | 3.1 | soft focus (+5) |
/// | scaled ×1.5, density 2 (small images) | 238 | 4.4 | small modules get more pixels (+3) |
/// | contrast stretched | 230 | 2.1 | faded print (+2) |
///
/// Together the plan reads 245 of the 316 photos with one misread. A density-1 pass (3.4 ms)
/// added nothing once these run. Rotated passes (±30°, ±60°,
/// 3.3 ms each) read tilted codes but none that the passes above miss on this corpus, while
/// doubling the time spent on photos with no readable code, so the plan leaves them out; they
/// stay available to `shelfscan bench passes` as `r30@2` and the like.
///
/// When the opening passes trust nothing, in either mode, `RegionScan` straightens and enlarges
/// the places that look striped and scans them at full resolution: codes turned beyond the reach
/// of rows and columns (45°), and thin bars that a reduced image blurs away. It reads 1 more
/// corpus photo (271) and 1 more rendered book cover (110 of 150), and lets fast mode read a
/// 1280×720 webcam frame's 2-pixel modules, at about 1 ms when the frame holds nothing striped.
///
/// The later passes still scan the whole image, though `RegionScan` has found the striped places
/// by then: the box around them covered 86% of the photo on average where the later passes ran,
/// and cropping the passes to it read 284 corpus photos instead of 285 and 19 add-ons instead of 20.
///
/// In thorough mode, when every pass finds nothing, `BlurredCodeReader` fits a model of the
/// blurred symbol to gray profiles across the bars: 25 more photos read when it came (270 of
/// 316, no new misread), 274 since it ranks each stripe direction's bands on their own and tries
/// spans without an add-on, 281 since its model knows perspective, 285 since it looks again at
/// the photo turned round when it finds nothing (`readEitherWay`); on the book covers 128 of
/// 150 (129 with the turned look, 131 since it then looks around the two strongest striped
/// regions on their own, `regionLooks`), its EAN-5 add-ons included in 116 (119 since it decodes
/// more of a band's lines for an add-on, 121 since it also looks for the add-ons zbar could not
/// read beside the codes zbar did, `BlurredAddOnLook`, 122 with the regions' looks, 124 since
/// that look takes the box of a code read on few lines as half of it, 128 since the reader's own
/// codes get it too). It costs
/// about 10 ms on each photo where no pass reads a code, twice that where it finds nothing
/// either. It used to start on a second thread beside the later passes, which shortened one
/// hard photo's wait but spent CPU on reads a later pass made moot: `shelfscan scan` over the
/// corpus, which keeps both cores busy with photos anyway, took 1.48 s (2.73 s CPU) that way and
/// 1.33 s (2.60 s CPU) with the reader run after the passes.
enum ScanPlan {
    /// Images above this many pixels get the sparse first pass and density 3 for the costly ones.
    static let largeImagePixels = 200_000
    /// The later, costlier passes work on an image halved until it is at most this big.
    static let workingImagePixels = 3_000_000

    /// Fast mode works on an image halved until it is at most this big: a 1280×720 frame
    /// becomes 640×360, a 640×480 one stays whole.
    static let fastImagePixels = 320_000

    static func passes(for image: GrayImage, mode: ScanMode) -> [ScanPass] {
        switch mode {
        case .fast: return fastPasses(for: image)
        case .thorough: return thoroughPasses(for: image)
        }
    }

    /// The opening passes of the thorough plan on a reduced image, and for small images one
    /// binarised pass: at most about 270,000 pixels scanned by the opening pair and 135,000 more
    /// by the third, a few milliseconds even when nothing is found.
    static func fastPasses(for image: GrayImage) -> [ScanPass] {
        let halvings = halvingsToFit(image, within: fastImagePixels)
        let working = image.pixelCount >> (2 * halvings)
        let opening = openingPasses(pixels: working, halvings: halvings)
        return working > largeImagePixels
            ? opening
            : opening + [ScanPass(variant: .binarized(radius: 16), density: 3, halvings: halvings)]
    }

    /// How many passes `openingPasses` gives. The straightened look at striped places
    /// (`RegionScan`) follows them only when they find nothing, so the photos they read (most of
    /// them) never pay for it.
    static let openingPassCount = 2

    /// The two plain passes every plan starts with: sparse lines first, then denser ones.
    static func openingPasses(pixels: Int, halvings: Int) -> [ScanPass] {
        pixels > largeImagePixels
            ? [ScanPass(variant: .original, density: 4, halvings: halvings),
               ScanPass(variant: .original, density: 3, halvings: halvings)]
            : [ScanPass(variant: .original, density: 6, halvings: halvings),
               ScanPass(variant: .original, density: 2, halvings: halvings)]
    }

    /// Fast mode looks for striped places on a frame halved until it is at most this big: a
    /// 1280×720 frame at 640×360, the size its passes scan (about 1 ms), but a 1600×1200 or
    /// 1920×1080 one at half size (480,000 and 518,400 pixels), where its passes see a quarter.
    /// Quartered, a code with modules of 2–3 pixels leaves too little stripe to be found: on the
    /// 92 rendered book covers of 1600×1200 in `../shared/books/`, fast mode missed 6 codes that
    /// plain zbar reads on the whole frame. Searched at half size, fast mode read 97 of the 150
    /// covers instead of 91, none wrong, and a 1920×1080 desk frame with no code took 4.8 ms
    /// instead of 4.5 ms (`shelfscan bench frame`, one core, medians of two alternating runs).
    static let fastRegionSearchPixels = 600_000

    /// How many times the image is halved before `RegionScan` looks for striped places; the
    /// places found are then straightened from the image at full resolution, so a code whose
    /// 2-pixel modules the halved image blurs away is still read from the frame itself.
    static func regionSearchHalvings(for image: GrayImage, mode: ScanMode) -> Int {
        halvingsToFit(image, within: mode == .fast ? fastRegionSearchPixels : workingImagePixels)
    }

    static func halvingsToFit(_ image: GrayImage, within pixels: Int) -> Int {
        var halvings = 0
        while image.pixelCount >> (2 * halvings) > pixels { halvings += 1 }
        return halvings
    }

    static func thoroughPasses(for image: GrayImage) -> [ScanPass] {
        let large = image.pixelCount > largeImagePixels
        let halvings = halvingsToFit(image, within: workingImagePixels)
        let first = openingPasses(pixels: image.pixelCount, halvings: halvings)
        // Large photos have more scan lines to spare: density 3 reads the same and costs less.
        let density = large ? 3 : 2
        var rest = [
            ScanPass(variant: .binarized(radius: 16), density: density, halvings: halvings),
            ScanPass(variant: .sharpened(radius: 1), density: density, halvings: halvings),
            ScanPass(variant: .stretched, density: density, halvings: halvings),
        ]
        if !large {
            rest.insert(ScanPass(variant: .scaled(1.5), density: 2), at: 2)
        }
        return first + rest
    }
}
