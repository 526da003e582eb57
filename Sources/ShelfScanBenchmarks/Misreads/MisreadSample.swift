import RasterKit

/// One image of the misread benchmark with what it shows.
public struct MisreadSample: Sendable {
    /// How it was made, and the number it carries.
    public var recipe: MisreadRecipe
    /// The pixels.
    public var image: GrayImage
}
