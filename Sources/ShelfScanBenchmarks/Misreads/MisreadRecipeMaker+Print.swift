extension MisreadRecipeMaker {
    /// What happens before the light reaches the lens: the print, the label's shape and pose.
    mutating func drawPrintAndCamera(_ recipe: inout MisreadRecipe, applied: inout Set<MisreadDegradation>) {
        // No photo is square to the code; these small turns are not counted as a degradation.
        recipe.rotationDegrees = random.uniform(-4...4)
        recipe.tiltXDegrees = random.uniform(-6...6)
        recipe.tiltYDegrees = random.uniform(-6...6)
        if random.chance(0.4) {
            applied.insert(.perspective)
            recipe.rotationDegrees = random.uniform(-45...45)
            recipe.tiltXDegrees = random.uniform(-40...40)
            recipe.tiltYDegrees = random.uniform(-40...40)
        }
        if random.chance(0.15) {
            applied.insert(.bend)
            recipe.bendDegrees = random.uniform(20...70)
        }
        if random.chance(0.25) {
            applied.insert(.lowContrast)
            recipe.paperLevel = random.integer(110...235)
            recipe.inkLevel = recipe.paperLevel - random.integer(40...90)
        }
        if random.chance(0.2) {
            applied.insert(.stripes)
            recipe.stripes = MisreadStripes(onLeft: random.chance(0.5), gapModules: random.uniform(1.5...6),
                                            count: random.integer(3...12))
        }
    }
}
