import ISBNKit

/// Draws one `MisreadRecipe` from its own random stream: the number and a plain layout first,
/// then each degradation with its own chance and parameters. The order of draws is fixed, so a
/// seed and an index always give the same recipe.
struct MisreadRecipeMaker: Sendable {
    /// The stream for this one image.
    var random: SeededGenerator
    /// Whether to degrade at all; without, the image is a level, sharp, clean photo of the label.
    let degrades: Bool

    /// The recipe of image `index`, of the kind `index` selects.
    mutating func make(index: Int) throws(MisreadSceneError) -> MisreadRecipe {
        let kinds = MisreadCase.allCases.count
        // The remainder is taken non-negative, so a negative index is a valid one too.
        let kind = MisreadCase.allCases[(index % kinds + kinds) % kinds]
        let number = MisreadNumbers.make(kind, using: &random)
        let expected: String
        do {
            expected = try GTIN13.normalize(number.digits, as: kind.gtinKind)
        } catch {
            throw .invalidNumber(index: index, kind: kind, digits: number.digits, error)
        }
        var recipe = plain(index: index, kind: kind, number: number, expected: expected)
        var applied: Set<MisreadDegradation> = []
        if degrades { drawPrintAndCamera(&recipe, applied: &applied) }
        let symbol = try ScenePainter.symbol(for: recipe)
        let layout = LabelLayout(recipe: recipe, mainModules: symbol.modules.count,
                                 addOnModules: symbol.addOnModules.count)
        let box = place(&recipe, layout: layout, applied: &applied)
        if degrades { drawPhotometric(&recipe, symbolBox: box, applied: &applied) }
        recipe.degradations = MisreadDegradation.allCases.filter(applied.contains)
        return recipe
    }

    /// Image sizes, repeated by share: mostly 640×480 (and held upright), fewer larger ones,
    /// which cost a scanner more time.
    static let sizes = Array(repeating: (640, 480), count: 9) + Array(repeating: (480, 640), count: 4)
        + Array(repeating: (800, 600), count: 2) + [(1024, 768)]

    private mutating func plain(index: Int, kind: MisreadCase, number: (digits: String, addOn: String?),
                                expected: String) -> MisreadRecipe {
        let size = Self.sizes[random.index(below: Self.sizes.count)]
        return MisreadRecipe(
            index: index, kind: kind, digits: number.digits, addOn: number.addOn, expectedGTIN13: expected,
            width: size.0, height: size.1, moduleWidth: random.uniform(1.2...4), barModules: random.integer(22...70),
            addOnGap: random.integer(7...12), labelMargin: random.uniform(0...12), centreX: 0, centreY: 0,
            rotationDegrees: 0, tiltXDegrees: 0, tiltYDegrees: 0,
            focalLength: Double(size.0) * random.uniform(0.8...1.5),
            paperLevel: random.integer(170...245), inkLevel: random.integer(5...60),
            coverLevel: random.integer(20...235), backdropLevel: random.integer(10...200),
            degradations: [], textureSeed: random.next())
    }
}
