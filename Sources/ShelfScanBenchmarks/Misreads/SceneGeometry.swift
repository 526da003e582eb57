import Foundation

/// Where each image pixel looks on the label, and back: a pinhole camera over a flat (or
/// cylinder-bent) label.
///
/// Label points are in modules from the symbol's centre, `u` along the code and `v` down the
/// bars. The label lies in a plane through the point `focalLength` in front of the camera, turned
/// by the tilts and the rotation; the principal point is where the symbol's centre lands, so one
/// module there spans `moduleWidth` pixels. A bend wraps the label round a cylinder whose axis
/// runs along the bars, seen from far enough that its projection onto the plane is orthographic.
struct SceneGeometry: Sendable {
    private let scale: Double
    private let focal: Double
    private let centreX: Double
    private let centreY: Double
    private let bendRadius: Double?
    /// Row-major; columns are the label plane's axes in camera space.
    private let turn: [Double]

    init(recipe: MisreadRecipe, halfWidthModules: Double) {
        self.init(moduleWidth: recipe.moduleWidth, rotationDegrees: recipe.rotationDegrees,
                  tiltXDegrees: recipe.tiltXDegrees, tiltYDegrees: recipe.tiltYDegrees,
                  focalLength: recipe.focalLength, centreX: recipe.centreX, centreY: recipe.centreY,
                  bendRadius: recipe.bendDegrees.map { halfWidthModules / ($0 * .pi / 180) })
    }

    init(moduleWidth: Double, rotationDegrees: Double, tiltXDegrees: Double, tiltYDegrees: Double,
         focalLength: Double, centreX: Double, centreY: Double, bendRadius: Double?) {
        scale = moduleWidth
        focal = focalLength
        self.centreX = centreX
        self.centreY = centreY
        self.bendRadius = bendRadius
        turn = Self.rotation(rotationDegrees, tiltXDegrees, tiltYDegrees)
    }

    /// The label point seen at image point (`x`, `y`), or `nil` where the ray misses the label.
    func labelPoint(x: Double, y: Double) -> (u: Double, v: Double)? {
        let dx = (x - centreX) / focal, dy = (y - centreY) / focal
        // The ray t·(dx, dy, 1) in the plane's own axes; the plane's origin sits at depth f.
        let rx = turn[0] * dx + turn[3] * dy + turn[6]
        let ry = turn[1] * dx + turn[4] * dy + turn[7]
        let rz = turn[2] * dx + turn[5] * dy + turn[8]
        guard rz > 1e-9 else { return nil }
        let t = focal * turn[8] / rz
        let a = t * rx - focal * turn[6], b = t * ry - focal * turn[7]
        guard let bendRadius else { return (a / scale, b / scale) }
        let along = a / (scale * bendRadius)
        guard abs(along) < 1 else { return nil }
        return (bendRadius * asin(along), b / scale)
    }

    /// Where label point (`u`, `v`) lands in the image, or `nil` when it is behind the camera or
    /// round the back of the cylinder.
    func imagePoint(u: Double, v: Double) -> (x: Double, y: Double)? {
        var a = u * scale
        if let bendRadius {
            guard abs(u / bendRadius) < .pi / 2 else { return nil }
            a = scale * bendRadius * sin(u / bendRadius)
        }
        let b = v * scale
        let x = turn[0] * a + turn[1] * b
        let y = turn[3] * a + turn[4] * b
        let z = turn[6] * a + turn[7] * b + focal
        guard z > focal * 0.05 else { return nil }
        return (centreX + focal * x / z, centreY + focal * y / z)
    }

    /// Rz(rotation) · Ry(tilt x) · Rx(tilt y), row-major.
    private static func rotation(_ rotation: Double, _ tiltX: Double, _ tiltY: Double) -> [Double] {
        let (cz, sz) = (cos(rotation * .pi / 180), sin(rotation * .pi / 180))
        let (cy, sy) = (cos(tiltX * .pi / 180), sin(tiltX * .pi / 180))
        let (cx, sx) = (cos(tiltY * .pi / 180), sin(tiltY * .pi / 180))
        let z = [cz, -sz, 0, sz, cz, 0, 0, 0, 1]
        let y = [cy, 0, sy, 0, 1, 0, -sy, 0, cy]
        let x = [1, 0, 0, 0, cx, -sx, 0, sx, cx]
        return multiply(multiply(z, y), x)
    }

    private static func multiply(_ left: [Double], _ right: [Double]) -> [Double] {
        (0..<9).map { cell in
            let row = cell / 3, column = cell % 3
            return (0..<3).reduce(0) { $0 + left[row * 3 + $1] * right[$1 * 3 + column] }
        }
    }
}
