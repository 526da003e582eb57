/// The image-space bounds of a rectangle on the label.
enum LabelOutline {
    /// Points along each edge: a bent label's top and bottom edges are curves, so corners alone
    /// would not bound them.
    static let pointsPerEdge = 16

    /// The box in the image holding the label rectangle's outline, clamped to ±10⁶ pixels, or
    /// `nil` when no part of the outline can be seen.
    static func imageBounds(left: Double, top: Double, right: Double, bottom: Double,
                            geometry: SceneGeometry) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var points: [(x: Double, y: Double)] = []
        for step in 0...pointsPerEdge {
            let t = Double(step) / Double(pointsPerEdge)
            let u = left + (right - left) * t, v = top + (bottom - top) * t
            for point in [(u, top), (u, bottom), (left, v), (right, v)] {
                if let seen = geometry.imagePoint(u: point.0, v: point.1) { points.append(seen) }
            }
        }
        guard !points.isEmpty else { return nil }
        let limit = 1e6
        let xs = points.map { min(max($0.x, -limit), limit) }, ys = points.map { min(max($0.y, -limit), limit) }
        return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
    }
}
