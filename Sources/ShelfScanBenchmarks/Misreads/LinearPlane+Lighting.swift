import Foundation

extension LinearPlane {
    /// Applies uneven light: a gradient or a shadow scales the light, a glare adds to it.
    /// `paper` is the linear light of the paper, which sets the glare's brightness.
    mutating func light(_ lighting: MisreadLighting, paper: Float) {
        let angle = lighting.angleDegrees * .pi / 180
        let (dx, dy) = (cos(angle), sin(angle))
        let strength = lighting.strength
        let spread = max(lighting.spread, 0.5)
        let diagonal = Double(width + height)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5 - lighting.x, py = Double(y) + 0.5 - lighting.y
                let index = y * width + x
                switch lighting.kind {
                case .gradient:
                    // Along (dx, dy) the light falls by `strength` over about the image's size.
                    let along = min(max((px * dx + py * dy) / diagonal + 0.5, 0), 1)
                    values[index] *= Float(1 - strength * along)
                case .shadow:
                    let inside = 1 / (1 + exp(-(px * dx + py * dy) / spread))
                    values[index] *= Float(1 - strength * inside)
                case .glare:
                    let falloff = exp(-(px * px + py * py) / (2 * spread * spread))
                    values[index] += paper * Float(strength * falloff)
                }
            }
        }
    }
}
