import RasterKit

/// A place in an image where bars seem to be: a cluster of blocks whose gradients agree on one
/// direction, and the rectangle around it turned to that direction.
struct CodeRegion: Sendable {
    /// The blocks' extent, `length` along the gradient (across the bars, the reading direction)
    /// and `breadth` along the bars.
    var bars: OrientedRect
    /// Summed anisotropic strength of the blocks: how much stripe the region holds.
    var strength: Double

    /// Modules in an EAN-13 or UPC-A, guards included, the longest main code.
    static let mainModules = 95.0
    /// Modules after a main code up to the end of an EAN-5 and its quiet zone: the widest gap
    /// (12), the add-on (47) and 5 blank.
    static let addOnReach = 64.0

    /// The rectangle to straighten and scan: the bars widened on both sides (the code may read
    /// either way along the gradient) by what an add-on and quiet zones need, and across by a
    /// margin for bars whose blocks fell short of the threshold.
    var scanArea: OrientedRect {
        var area = bars
        area.length = bars.length * (1 + 2 * Self.addOnReach / Self.mainModules) + 32
        area.breadth = bars.breadth * 1.3 + 16
        return area
    }

    /// Modules from a main code's first bar to the last bar of a widely spaced EAN-5.
    static let longestModules = 95.0 + 12 + 47

    /// The scale at which the bars get at least `modulePixels` per module, kept within
    /// 1…`maximum`: enlarging thin bars helps zbar, shrinking thick ones never does. The blocks
    /// may span a code with its add-on, so the thinnest modules they may hold are assumed.
    func scale(modulePixels: Double, maximum: Double) -> Double {
        min(maximum, max(1, modulePixels * Self.longestModules / max(bars.length, 1)))
    }
}
