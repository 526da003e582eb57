/// The ways the misread benchmark spoils an image, each drawn at random for every image with
/// parameters of its own (see `MisreadSceneGenerator` for the ranges).
public enum MisreadDegradation: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A strong in-plane rotation and out-of-plane tilts (keystone).
    case perspective
    /// The label wrapped around a cylinder whose axis runs along the bars.
    case bend
    /// A Gaussian blur in linear light, as from a lens out of focus.
    case blur
    /// Bars and paper only 40–90 gray levels apart.
    case lowContrast
    /// A light gradient, a soft shadow edge or a glare spot.
    case lighting
    /// Sensor noise.
    case noise
    /// A JPEG round trip at low quality.
    case jpeg
    /// A finger or a blob over part of the symbol.
    case occlusion
    /// Part of the symbol outside the image.
    case cut
    /// Printed bars beside the symbol, inside its quiet zone.
    case stripes

    /// The name used in tables, e.g. `lowContrast`.
    public var description: String { rawValue }
}
