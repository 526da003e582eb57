/// Where a symbol's modules fall on an intensity profile, and how blurred they are.
///
/// Module 0 is the start guard's first bar; modules before it and after the symbol's last (94 for
/// EAN-13 and UPC-A) are quiet zone.
struct ModuleGrid: Sendable, Hashable {
    /// Profile position of module 0's left edge, in pixels.
    var origin: Float
    /// Module width in pixels.
    var moduleWidth: Float
    /// Gaussian blur in pixels.
    var sigma: Float
    /// How far, in modules, every bar reaches past its nominal edges on each side: positive where
    /// ink spreads, negative where bright paper glares into the bars.
    var spread: Float = 0

    /// Quiet-zone modules modelled on each side of the symbol.
    static let quietModules = 6

    /// The module coordinate of a pixel centre (0 at the start guard's left edge).
    func moduleCoordinate(ofPixel x: Int) -> Float {
        (Float(x) - origin) / moduleWidth
    }

    /// The profile pixels whose centres lie in modules `lower..<upper`, clipped to `count` pixels.
    func pixels(inModules lower: Float, _ upper: Float, count: Int) -> Range<Int> {
        let first = max(0, Int((origin + lower * moduleWidth).rounded(.up)))
        let end = min(count, Int((origin + upper * moduleWidth).rounded(.up)))
        return first..<max(first, end)
    }

    /// Profile position of a bar edge at module boundary `boundary`, moved out by the spread.
    func barEdge(_ boundary: Int, isLeft: Bool) -> Float {
        origin + (Float(boundary) + (isLeft ? -spread : spread)) * moduleWidth
    }
}
