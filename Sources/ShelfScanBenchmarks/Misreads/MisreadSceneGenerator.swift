/// Makes the images of the misread benchmark: retail barcodes photographed badly, each image
/// drawn from the seed and its index alone, so a run can be repeated, split over threads, or
/// one image made again to look at it.
///
/// Image `i` shows a symbol of kind `MisreadCase.allCases[i % 6]` with a random valid number
/// (EAN-13s often ISBNs with 978/979, EAN-2s under 977 periodicals, canonical UPC-Es of number
/// system 0), its printed digits, an ISBN/ISSN line where one belongs, a white label margin of
/// 0–12 modules and a cover of printed capitals around it. The image is 640×480 (9 in 16),
/// 480×640 (4 in 16), 800×600 (2 in 16) or 1024×768 (1 in 16); modules are 1.2–4 pixels wide at
/// the symbol's centre (less when a large symbol must shrink to fit); bars 22–70 modules tall.
/// Paper is at gray level 170–245, ink 5–60, the cover 20–235. Every photo is turned by up to
/// ±4° and tilted by up to ±6°.
///
/// Then, each with its own chance:
///
/// | degradation | chance | parameters |
/// |---|---|---|
/// | perspective | 40% | rotation ±45°, tilts about both label axes ±40°, focal length 0.8–1.5 × image width |
/// | bend | 15% | the symbol's half-width wraps 20–70° round a cylinder along the bars |
/// | lowContrast | 25% | paper 110–235, ink 40–90 levels darker |
/// | stripes | 20% | 3–12 bars 0.8–3.5 modules wide, 1.5–6 modules from the symbol |
/// | cut | 12% | 5–40% of the symbol (with quiet zones) outside one frame edge, mostly left or right |
/// | occlusion | 15% | a finger (radius 6–16% of the symbol's width, level 90–210) or a blob (4–12%, level 0–255) |
/// | lighting | 35% | a gradient losing 30–75% of the light, a shadow edge (40–80%, 1–25 px soft) or a glare spot (30–120% of paper, radius 8–30% of the symbol) |
/// | blur | 45% | Gaussian in linear light, sigma 0.25–1 module (at least 0.4 px) |
/// | noise | 55% | Gaussian, sigma 1.5–10 gray levels |
/// | jpeg | 45% | quality 20–60 through RasterKit's `JPEGEncoder` and `ImageDecoder` |
///
/// The stack is hard on purpose: many images cannot be read at all, which is where a scanner
/// is tempted to report a wrong number.
///
/// ```swift
/// let generator = MisreadSceneGenerator(seed: 20_240_601)
/// let sample = try generator.sample(at: 2)
/// print(sample.recipe.kind, sample.recipe.expectedGTIN13, sample.image.width)
/// ```
public struct MisreadSceneGenerator: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// Whether images are degraded; `false` gives level, sharp, clean photos of the same labels
    /// (still with modules as narrow as 1.2 pixels, which test a scanner's resolution alone).
    public var degrades: Bool

    /// A generator for the run with `seed`.
    public init(seed: UInt64, degrades: Bool = true) {
        self.seed = seed
        self.degrades = degrades
    }

    /// How image `index` looks, without painting it.
    ///
    /// - Throws: `MisreadSceneError` if the drawn number or symbol is refused (a fault, not bad luck).
    public func recipe(at index: Int) throws(MisreadSceneError) -> MisreadRecipe {
        var maker = MisreadRecipeMaker(random: SeededGenerator(seed: seed, item: index), degrades: degrades)
        return try maker.make(index: index)
    }

    /// Image `index`, painted.
    ///
    /// - Throws: `MisreadSceneError` naming the image when it cannot be made.
    public func sample(at index: Int) throws(MisreadSceneError) -> MisreadSample {
        let recipe = try recipe(at: index)
        return MisreadSample(recipe: recipe, image: try ScenePainter.paint(recipe))
    }
}
