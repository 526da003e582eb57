/// Where a symbol's modules fall on an intensity profile, and how blurred they are.
///
/// Module 0 is the start guard's first bar; modules before it and after the symbol's last (94 for
/// EAN-13 and UPC-A) are quiet zone. A label seen at a slant shows its modules narrowing along
/// the line as they recede: module `m`'s left edge lies at
/// `origin + moduleWidth · m / (1 + perspective · m)`, the projection of evenly spaced modules.
/// A label wrapped round a bottle also narrows its modules towards both ends (`bend`).
struct ModuleGrid: Sendable, Hashable {
    /// Profile position of module 0's left edge, in pixels.
    var origin: Float
    /// Width of module 0 in pixels; on a bent label, of a flat unit there (see `bend`).
    var moduleWidth: Float
    /// Gaussian blur in pixels.
    var sigma: Float
    /// How far, in modules, every bar reaches past its nominal edges on each side: positive where
    /// ink spreads, negative where bright paper glares into the bars.
    var spread: Float = 0
    /// How fast modules narrow along the line (widen when negative), per module: 0 for a label
    /// square to the camera.
    var perspective: Float = 0

    /// How the label wraps round a bottle or a can, if it does: `perspective` and `moduleWidth`
    /// then act on the flat coordinates the bend gives (see `GridBend`).
    var bend: GridBend? = nil

    /// Quiet-zone modules modelled on each side of the symbol.
    static let quietModules = 6

    /// Where module coordinate `module` would lie on the label unbent.
    private func flat(_ module: Float) -> Float {
        bend?.flat(module) ?? module
    }

    /// Profile position of module coordinate `module` (0 at the start guard's left edge).
    func position(ofModule module: Float) -> Float {
        let flat = flat(module)
        return origin + moduleWidth * flat / (1 + perspective * flat)
    }

    /// The module coordinate of a pixel centre (0 at the start guard's left edge).
    func moduleCoordinate(ofPixel x: Int) -> Float {
        let distance = Float(x) - origin
        let flat = distance / (moduleWidth - perspective * distance)
        return bend?.module(atFlat: flat) ?? flat
    }

    /// Width in pixels of a flat unit at module coordinate `module`: the module's own width
    /// when the label is not bent.
    private func flatUnitWidth(at module: Float) -> Float {
        let stretch = 1 + perspective * flat(module)
        return moduleWidth / (stretch * stretch)
    }

    /// Width in pixels of the module at coordinate `module`.
    func moduleWidth(at module: Float) -> Float {
        flatUnitWidth(at: module) * (bend?.slope(at: module) ?? 1)
    }

    /// The profile pixels whose centres lie in modules `lower..<upper`, clipped to `count` pixels.
    func pixels(inModules lower: Float, _ upper: Float, count: Int) -> Range<Int> {
        let first = max(0, Int(position(ofModule: lower).rounded(.up)))
        let end = min(count, Int(position(ofModule: upper).rounded(.up)))
        return first..<max(first, end)
    }

    /// Profile position of a bar edge at module boundary `boundary`, moved out by the spread.
    func barEdge(_ boundary: Int, isLeft: Bool) -> Float {
        position(ofModule: Float(boundary) + (isLeft ? -spread : spread))
    }

    /// The grid with `perspective`, its first and last edges of a `modules`-long symbol kept.
    func slanted(_ perspective: Float, modules: Int) -> ModuleGrid {
        let end = flat(Float(modules))
        var grid = self
        grid.moduleWidth = (position(ofModule: Float(modules)) - origin) * (1 + perspective * end) / end
        grid.perspective = perspective
        return grid
    }

    /// The same modules counted from `module`, which becomes module 0: where an add-on beside
    /// the symbol starts, for instance.
    func shifted(byModules module: Float) -> ModuleGrid {
        var grid = self
        grid.origin = position(ofModule: module)
        grid.moduleWidth = flatUnitWidth(at: module)
        grid.perspective = perspective / (1 + perspective * flat(module))
        grid.bend = bend?.shifted(byModules: module)
        return grid
    }

    /// The grid of a `modules`-long symbol on the profile reversed, whose last pixel is `last`:
    /// its module 0 is this grid's last module.
    func mirrored(modules: Int, last: Float) -> ModuleGrid {
        let end = Float(modules)
        var grid = self
        grid.origin = last - position(ofModule: end)
        grid.moduleWidth = flatUnitWidth(at: end)
        grid.perspective = -perspective / (1 + perspective * flat(end))
        grid.bend = bend?.mirrored(modules: modules)
        return grid
    }
}
