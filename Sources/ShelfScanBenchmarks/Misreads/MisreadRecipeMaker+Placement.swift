/// The image-space box of a symbol (quiet zones included).
typealias SymbolBox = (minX: Double, minY: Double, maxX: Double, maxY: Double)

extension MisreadRecipeMaker {
    /// Pixels kept free between a symbol that is not cut and the frame.
    static let frameMargin = 6.0

    /// Shrinks the modules until the symbol fits the frame, then places it: wholly inside, or
    /// (with the cut degradation) partly outside one edge. Returns the symbol's box in the image.
    mutating func place(_ recipe: inout MisreadRecipe, layout: LabelLayout,
                        applied: inout Set<MisreadDegradation>) -> SymbolBox {
        var box = relativeBox(recipe, layout: layout)
        let room = (Double(recipe.width) - 2 * Self.frameMargin, Double(recipe.height) - 2 * Self.frameMargin)
        // A symbol that does not fit is drawn smaller, as a photographer would step back.
        for _ in 0..<20 where box.maxX - box.minX > room.0 || box.maxY - box.minY > room.1 {
            recipe.moduleWidth *= 0.9
            box = relativeBox(recipe, layout: layout)
        }
        recipe.centreX = freePosition(low: box.minX, high: box.maxX, size: recipe.width)
        recipe.centreY = freePosition(low: box.minY, high: box.maxY, size: recipe.height)
        if degrades, random.chance(0.12) {
            applied.insert(.cut)
            let cut = MisreadCut(edge: random.pick([.left, .left, .right, .right, .right, .top, .bottom]),
                                 fraction: random.uniform(0.05...0.4))
            recipe.cut = cut
            cutPosition(&recipe, cut: cut, box: box)
        }
        return (box.minX + recipe.centreX, box.minY + recipe.centreY, box.maxX + recipe.centreX,
                box.maxY + recipe.centreY)
    }

    /// The symbol's box with its centre at the image origin.
    private func relativeBox(_ recipe: MisreadRecipe, layout: LabelLayout) -> SymbolBox {
        var centred = recipe
        centred.centreX = 0
        centred.centreY = 0
        let geometry = SceneGeometry(recipe: centred, halfWidthModules: layout.width / 2)
        let bounds = LabelOutline.imageBounds(left: -layout.width / 2, top: -layout.height / 2, right: layout.width / 2,
                                              bottom: layout.height / 2, geometry: geometry)
        return bounds ?? (0, 0, 0, 0)
    }

    /// A centre for a box spanning `low...high` about it, inside `0..<size` with the margin.
    private mutating func freePosition(low: Double, high: Double, size: Int) -> Double {
        let first = Self.frameMargin - low, last = Double(size) - Self.frameMargin - high
        return first < last ? random.uniform(first...last) : (first + last) / 2
    }

    private func cutPosition(_ recipe: inout MisreadRecipe, cut: MisreadCut, box: SymbolBox) {
        let width = box.maxX - box.minX, height = box.maxY - box.minY
        switch cut.edge {
        case .left: recipe.centreX = -box.minX - cut.fraction * width
        case .right: recipe.centreX = Double(recipe.width) - box.maxX + cut.fraction * width
        case .top: recipe.centreY = -box.minY - cut.fraction * height
        case .bottom: recipe.centreY = Double(recipe.height) - box.maxY + cut.fraction * height
        }
    }
}
