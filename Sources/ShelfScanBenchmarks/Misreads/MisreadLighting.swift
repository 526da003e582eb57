/// Uneven light over one image of the misread benchmark, in image pixels.
public struct MisreadLighting: Sendable, Hashable, Codable {
    /// The three kinds of uneven light.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Light falling off across the whole image.
        case gradient
        /// A shadow whose soft edge crosses the symbol.
        case shadow
        /// A bright reflection on the symbol.
        case glare
    }

    /// Which kind.
    public var kind: Kind
    /// Gradient and shadow: the share of light lost on the dark side. Glare: the light added at
    /// the spot's centre, as a share of the paper's.
    public var strength: Double
    /// The direction, in degrees, in which light falls off or the shadow deepens.
    public var angleDegrees: Double
    /// Shadow: the width of its soft edge. Glare: the spot's radius (one standard deviation).
    public var spread: Double
    /// A point on the shadow's edge, or the glare's centre.
    public var x: Double
    /// See `x`.
    public var y: Double
}
