import Foundation

/// A label wrapped round a cylinder whose axis runs along the bars, as on a bottle or a can:
/// modules keep their width on the label but turn away from the camera towards the ends, so
/// their projections narrow as the cosine of the angle they are turned by.
///
/// The bend maps a module coordinate `m` to where an unbent label would have it, its flat
/// coordinate: `scale · (sin(κ · (m − axis)) + sin(κ · axis)) / κ`, with κ the curvature in
/// radians per module. Module 0 stays at flat 0, so a grid's origin keeps its meaning.
///
/// ```swift
/// let bend = GridBend.symmetric(wrap: 0.6, modules: 95)
/// bend.flat(0)        // 0
/// bend.flat(95)       // 95: the symbol keeps its ends
/// bend.flat(20)       // about 18.9: modules near the ends look narrower
/// bend.slope(at: 0)   // about 0.88 flat units, against 1.06 at the middle
/// ```
struct GridBend: Sendable, Hashable {
    /// The module coordinate facing the camera, where the label is widest.
    var axis: Float
    /// Radians the label turns per module.
    var curvature: Float
    /// Flat units per module at the axis.
    var scale: Float

    /// A bend centred on a `modules`-long symbol whose half turns by `wrap` radians, scaled so
    /// that the symbol's first and last edges stay where an unbent grid has them.
    static func symmetric(wrap: Float, modules: Int) -> GridBend {
        let axis = Float(modules) / 2
        return GridBend(axis: axis, curvature: wrap / axis, scale: wrap / sin(wrap))
    }

    /// The bend turned `change` radians further at its ends, still symmetric about its axis and
    /// keeping the ends of a symbol centred on it where they were.
    func rewrapped(by change: Float) -> GridBend {
        let wrap = max(0.05, curvature * axis + change)
        return GridBend(axis: axis, curvature: wrap / axis, scale: wrap / sin(wrap))
    }

    /// The flat coordinate of module coordinate `module`.
    func flat(_ module: Float) -> Float {
        scale * (sin(curvature * (module - axis)) + sin(curvature * axis)) / curvature
    }

    /// The module coordinate at flat coordinate `flat`, for flat coordinates on the visible side
    /// of the cylinder.
    func module(atFlat flat: Float) -> Float {
        let sine = flat * curvature / scale - sin(curvature * axis)
        return axis + asin(min(1, max(-1, sine))) / curvature
    }

    /// Flat units per module at module coordinate `module`.
    func slope(at module: Float) -> Float {
        scale * cos(curvature * (module - axis))
    }

    /// The same bend with module coordinates counted from `module`.
    func shifted(byModules module: Float) -> GridBend {
        GridBend(axis: axis - module, curvature: curvature, scale: scale)
    }

    /// The same bend seen from the other end of a `modules`-long symbol.
    func mirrored(modules: Int) -> GridBend {
        GridBend(axis: Float(modules) - axis, curvature: curvature, scale: scale)
    }
}
