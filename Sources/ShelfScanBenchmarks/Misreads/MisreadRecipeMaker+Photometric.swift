import Foundation

extension MisreadRecipeMaker {
    /// What happens from the lens on, and what stands in front of the label.
    mutating func drawPhotometric(_ recipe: inout MisreadRecipe, symbolBox box: SymbolBox,
                                  applied: inout Set<MisreadDegradation>) {
        if random.chance(0.15) {
            applied.insert(.occlusion)
            recipe.occlusion = occlusion(box: box)
        }
        if random.chance(0.35) {
            applied.insert(.lighting)
            recipe.lighting = lighting(box: box)
        }
        if random.chance(0.45) {
            applied.insert(.blur)
            // Relative to the module: a sigma near one module merges neighbouring bars.
            recipe.blurSigma = max(0.4, recipe.moduleWidth * random.uniform(0.25...1.0))
        }
        if random.chance(0.55) {
            applied.insert(.noise)
            recipe.noiseSigma = random.uniform(1.5...10)
        }
        if random.chance(0.45) {
            applied.insert(.jpeg)
            recipe.jpegQuality = random.integer(20...60)
        }
    }

    private mutating func lighting(box: SymbolBox) -> MisreadLighting {
        let width = box.maxX - box.minX
        let x = random.uniform(box.minX...box.maxX), y = random.uniform(box.minY...box.maxY)
        let angle = random.uniform(0...360)
        switch random.integer(0...2) {
        case 0:
            return MisreadLighting(kind: .gradient, strength: random.uniform(0.3...0.75), angleDegrees: angle,
                                   spread: 0, x: x, y: y)
        case 1:
            return MisreadLighting(kind: .shadow, strength: random.uniform(0.4...0.8), angleDegrees: angle,
                                   spread: random.uniform(1...25), x: x, y: y)
        default:
            return MisreadLighting(kind: .glare, strength: random.uniform(0.3...1.2), angleDegrees: angle,
                                   spread: width * random.uniform(0.08...0.3), x: x, y: y)
        }
    }

    private mutating func occlusion(box: SymbolBox) -> MisreadOcclusion {
        let width = box.maxX - box.minX, height = box.maxY - box.minY
        let tipX = random.uniform(box.minX...box.maxX), tipY = random.uniform(box.minY...box.maxY)
        if random.chance(0.5) {
            // A finger enters from below or from a side, its base well outside the symbol.
            let angle = random.uniform(20...160) * .pi / 180
            let reach = max(width, height) * random.uniform(0.8...1.5)
            return MisreadOcclusion(shape: .finger, x0: tipX + reach * cos(angle), y0: tipY + reach * sin(angle),
                                    x1: tipX, y1: tipY, radius: max(5, width * random.uniform(0.06...0.16)),
                                    level: random.integer(90...210))
        }
        let radius = max(3, width * random.uniform(0.04...0.12))
        let angle = random.uniform(0...360) * .pi / 180, length = radius * random.uniform(0...2)
        return MisreadOcclusion(shape: .blob, x0: tipX, y0: tipY, x1: tipX + length * cos(angle),
                                y1: tipY + length * sin(angle), radius: radius, level: random.integer(0...255))
    }
}
