/// A shift of a module grid's origin, in half pixels, and a change of its module width, in
/// percent: one step of the guard search around a seed grid.
struct GridMove: Sendable {
    var halfPixels: Int
    var percent: Int

    /// `grid` moved.
    func applied(to grid: ModuleGrid) -> ModuleGrid {
        var moved = grid
        moved.origin += Float(halfPixels) / 2
        moved.moduleWidth *= 1 + Float(percent) / 100
        return moved
    }

    /// Every move within `halfPixels` half pixels and `percent` percent, in whole steps, origin
    /// moves outermost.
    static func all(halfPixels: Int, percent: Int) -> [GridMove] {
        (-halfPixels...halfPixels).flatMap { shift in
            (-percent...percent).map { GridMove(halfPixels: shift, percent: $0) }
        }
    }
}
