/// Everything that decides how one image of the misread benchmark looks: the number, the layout,
/// the camera, the tones and each degradation with its parameters (`nil` when not applied).
///
/// Drawn by `MisreadSceneGenerator`; painting the same recipe always gives the same pixels.
///
/// ```swift
/// let recipe = try MisreadSceneGenerator(seed: 1).recipe(at: 4)
/// print(recipe.kind, recipe.digits, recipe.degradations)   // UPC-E 0… [blur, noise]
/// ```
public struct MisreadRecipe: Sendable, Hashable, Codable {
    /// The image's position in the run.
    public var index: Int
    /// The kind of symbol.
    public var kind: MisreadCase
    /// The main symbol's digits, check digit included.
    public var digits: String
    /// The add-on's digits, if any.
    public var addOn: String?
    /// The number a correct read reports: `digits` widened to 13 digits as GS1 does.
    public var expectedGTIN13: String
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// Pixels per module at the symbol's centre (1.2–4, less when a large symbol had to shrink to fit).
    public var moduleWidth: Double
    /// Height of the normal bars, in modules.
    public var barModules: Int
    /// Modules between the main symbol and its add-on (7–12).
    public var addOnGap: Int
    /// Modules of white label around the quiet zones before the cover begins.
    public var labelMargin: Double
    /// Where the centre of the symbol (quiet zones included) lands in the image.
    public var centreX: Double
    /// See `centreX`.
    public var centreY: Double
    /// The camera's turn about its axis, in degrees.
    public var rotationDegrees: Double
    /// The label's tilt about its vertical axis, in degrees (narrows one end: keystone).
    public var tiltXDegrees: Double
    /// The label's tilt about its horizontal axis, in degrees.
    public var tiltYDegrees: Double
    /// The camera's focal length in pixels.
    public var focalLength: Double
    /// Gray level of the paper, as the camera would record it under even light.
    public var paperLevel: Int
    /// Gray level of the bars.
    public var inkLevel: Int
    /// Gray level of the cover around the label.
    public var coverLevel: Int
    /// Gray level of whatever lies beyond the bent label's edge.
    public var backdropLevel: Int
    /// The angle, in degrees, the symbol's half-width wraps around the cylinder it is bent on.
    public var bendDegrees: Double?
    /// The blur's standard deviation in pixels.
    public var blurSigma: Double?
    /// Uneven light.
    public var lighting: MisreadLighting?
    /// The noise's standard deviation in gray levels.
    public var noiseSigma: Double?
    /// The JPEG quality of the round trip.
    public var jpegQuality: Int?
    /// Something in front of the symbol.
    public var occlusion: MisreadOcclusion?
    /// How the frame cuts the symbol.
    public var cut: MisreadCut?
    /// Bars printed in the quiet zone.
    public var stripes: MisreadStripes?
    /// The degradations applied, in `MisreadDegradation.allCases` order.
    public var degradations: [MisreadDegradation]
    /// Seeds the cover text, the stripes' widths and the noise.
    public var textureSeed: UInt64
}
