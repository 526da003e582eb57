extension LinearPlane {
    /// Paints the occluding stroke over the plane, its edge anti-aliased over about one pixel.
    mutating func occlude(_ occlusion: MisreadOcclusion) {
        let tone = LinearPlane.linear(level: occlusion.level)
        let reach = occlusion.radius + 1
        let left = max(0, Int(min(occlusion.x0, occlusion.x1) - reach))
        let right = min(width - 1, Int(max(occlusion.x0, occlusion.x1) + reach))
        let top = max(0, Int(min(occlusion.y0, occlusion.y1) - reach))
        let bottom = min(height - 1, Int(max(occlusion.y0, occlusion.y1) + reach))
        guard left <= right, top <= bottom else { return }
        for y in top...bottom {
            for x in left...right {
                let distance = Self.distance(x: Double(x) + 0.5, y: Double(y) + 0.5, to: occlusion)
                let cover = Float(min(max(occlusion.radius - distance + 0.5, 0), 1))
                guard cover > 0 else { continue }
                values[y * width + x] += (tone - values[y * width + x]) * cover
            }
        }
    }

    /// Distance from (`x`, `y`) to the stroke's centre line.
    private static func distance(x: Double, y: Double, to stroke: MisreadOcclusion) -> Double {
        let (sx, sy) = (stroke.x1 - stroke.x0, stroke.y1 - stroke.y0)
        let length2 = sx * sx + sy * sy
        let t = length2 > 0 ? min(max(((x - stroke.x0) * sx + (y - stroke.y0) * sy) / length2, 0), 1) : 0
        let (cx, cy) = (stroke.x0 + t * sx - x, stroke.y0 + t * sy - y)
        return (cx * cx + cy * cy).squareRoot()
    }
}
