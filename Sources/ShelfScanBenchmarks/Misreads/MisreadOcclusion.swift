/// Something in front of the symbol in one image of the misread benchmark: a round-ended stroke
/// from (`x0`, `y0`) to (`x1`, `y1`), `radius` pixels wide on each side, of one gray level.
public struct MisreadOcclusion: Sendable, Hashable, Codable {
    /// What the stroke stands for.
    public enum Shape: String, Sendable, Hashable, Codable {
        /// A finger reaching in from outside the symbol to a tip on it.
        case finger
        /// A short blob on the symbol: a smudge, a sticker, a strap.
        case blob
    }

    /// Which shape.
    public var shape: Shape
    /// One end (a finger's base).
    public var x0: Double
    /// See `x0`.
    public var y0: Double
    /// The other end (a finger's tip).
    public var x1: Double
    /// See `x1`.
    public var y1: Double
    /// Half the stroke's width, in pixels.
    public var radius: Double
    /// Its gray level.
    public var level: Int
}
