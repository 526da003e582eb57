import BarcodeKit
import Foundation
import RasterKit

/// One label drawn flat at `pixelsPerModule`: the rendered symbol, its printed digits, the
/// ISBN/ISSN line above it and any stripes, in black (0) on white (255).
struct LabelTexture: Sendable {
    /// Texture pixels per module: fine enough that sampling it at up to 4 image pixels per module
    /// adds little softness of its own.
    static let pixelsPerModule = 4

    /// The drawing.
    let image: GrayImage
    /// The label point (in modules) at the texture's top-left corner.
    let originU: Double
    /// See `originU`.
    let originV: Double

    /// Draws `symbol` (rendered at `pixelsPerModule`) and its printing where `layout` places them.
    init(recipe: MisreadRecipe, layout: LabelLayout, symbol: GrayImage) {
        let scale = Double(Self.pixelsPerModule)
        let rect = layout.label
        originU = rect.left
        originV = rect.top
        var canvas = GrayImage(width: max(1, Int(((rect.right - rect.left) * scale).rounded(.up))),
                               height: max(1, Int(((rect.bottom - rect.top) * scale).rounded(.up))), fill: 255)
        let symbolX = Int(((layout.symbolLeft - rect.left) * scale).rounded())
        let symbolY = Int(((-layout.height / 2 - rect.top) * scale).rounded())
        Self.darken(&canvas, with: symbol, x: symbolX, y: symbolY)
        var drawer = TextDrawer(originU: rect.left, originV: rect.top, pixelsPerModule: scale)
        Self.printDigits(recipe: recipe, layout: layout, on: &canvas, with: &drawer)
        if let stripes = recipe.stripes {
            Self.drawStripes(stripes, layout: layout, seed: recipe.textureSeed, on: &canvas, with: drawer)
        }
        image = canvas
    }

    private static func darken(_ canvas: inout GrayImage, with symbol: GrayImage, x left: Int, y top: Int) {
        for y in 0..<symbol.height where (0..<canvas.height).contains(top + y) {
            for x in 0..<symbol.width where (0..<canvas.width).contains(left + x) {
                canvas[left + x, top + y] = min(canvas[left + x, top + y], symbol[x, y])
            }
        }
    }

    /// The human-readable line under the bars, the add-on's digits above it when there is room,
    /// and the ISBN/ISSN line: text near the bars, as on real packs, which a scanner must ignore.
    private static func printDigits(recipe: MisreadRecipe, layout: LabelLayout, on canvas: inout GrayImage,
                                    with drawer: inout TextDrawer) {
        let characters = Array(recipe.digits)
        let below = -layout.height / 2 + Double(recipe.barModules) + LabelLayout.digitGap
        for (range, start) in digitGroups(recipe.kind.symbology) {
            for (offset, index) in range.enumerated() where index < characters.count {
                drawer.draw(String(characters[index]), u: layout.symbolLeft + start + Double(7 * offset) + 1,
                            v: below, glyphModules: 1, on: &canvas)
            }
        }
        let addOnBarsTop = min(Double(recipe.barModules) / 6, 10)
        if let addOn = recipe.addOn, addOnBarsTop >= LabelLayout.textHeight + 1 {
            let addOnLeft = layout.symbolLeft + Double(layout.mainModules + recipe.addOnGap)
            for (offset, character) in addOn.enumerated() {
                drawer.draw(String(character), u: addOnLeft + 5 + Double(9 * offset),
                            v: -layout.height / 2 + 0.5, glyphModules: 1, on: &canvas)
            }
        }
        if let headline = LabelLayout.headline(digits: recipe.digits) {
            drawer.draw(headline, u: layout.symbolLeft, v: -layout.height / 2 - LabelLayout.textHeight - 1,
                        glyphModules: 0.75, on: &canvas)
        }
    }

    /// Which digits are printed where under each symbology, in modules from its first bar.
    private static func digitGroups(_ symbology: Symbology) -> [(ClosedRange<Int>, Double)] {
        switch symbology {
        case .ean13: return [(0...0, -8), (1...6, 3), (7...12, 50)]
        case .upcA: return [(0...0, -8), (1...5, 10), (6...10, 50), (11...11, 96)]
        case .upcE: return [(0...0, -8), (1...6, 3), (7...7, 52)]
        case .ean8: return [(0...3, 3), (4...7, 36)]
        }
    }

    private static func drawStripes(_ stripes: MisreadStripes, layout: LabelLayout, seed: UInt64,
                                    on canvas: inout GrayImage, with drawer: TextDrawer) {
        var random = SeededGenerator(seed: seed ^ 0x5712_1BE5)
        var (edge, step) = layout.stripesStart(stripes)
        for _ in 0..<stripes.count {
            let bar = random.uniform(0.8...3.5)
            let near = edge, far = edge + step * bar
            drawer.fill(uFrom: min(near, far), uTo: max(near, far), vFrom: -layout.height / 2,
                        vTo: layout.height / 2, on: &canvas)
            edge = far + step * random.uniform(0.8...3.5)
        }
    }
}
