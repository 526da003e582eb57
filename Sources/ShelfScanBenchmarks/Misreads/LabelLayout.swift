/// Where the parts of one label lie, in modules from the centre of the symbol's box (the bars,
/// extended guards and GS1 quiet zones): `u` to the right, `v` down.
struct LabelLayout: Sendable {
    /// Modules in the main symbol, guards included.
    let mainModules: Int
    /// Modules in the add-on, guard included (0 without one).
    let addOnModules: Int
    /// Width of the symbol's box: quiet zones, bars, gap and add-on.
    let width: Double
    /// Height of the symbol's box: the bars and the guards' extension.
    let height: Double
    /// Where the main symbol's first bar is.
    let symbolLeft: Double
    /// The right edge of the last bar: the main symbol's, or the add-on's.
    let symbolRight: Double
    /// The white label around the box (stripes and printed digits included), as (left, top, right, bottom).
    let label: (left: Double, top: Double, right: Double, bottom: Double)

    /// Modules the guards reach below the other bars (GS1: 5).
    static let guardExtension = 5.0
    /// Modules from the bottom of the normal bars to the top of the printed digits.
    static let digitGap = 0.5
    /// Modules of height of one line of printed digits or text.
    static let textHeight = 7.0

    init(recipe: MisreadRecipe, mainModules: Int, addOnModules: Int) {
        self.mainModules = mainModules
        self.addOnModules = addOnModules
        let quiet = recipe.kind.quietZones
        // GS1 asks for 5 modules right of an add-on instead of the main symbol's own zone.
        let rightQuiet = addOnModules > 0 ? Double(recipe.addOnGap + addOnModules + 5) : Double(quiet.right)
        width = Double(quiet.left + mainModules) + rightQuiet
        height = Double(recipe.barModules) + Self.guardExtension
        symbolLeft = -width / 2 + Double(quiet.left)
        let addOnSpan = addOnModules > 0 ? Double(recipe.addOnGap + addOnModules) : 0
        symbolRight = symbolLeft + Double(mainModules) + addOnSpan
        label = Self.labelRect(recipe: recipe, width: width, height: height, symbolLeft: symbolLeft,
                               symbolRight: symbolRight)
    }

    /// Where the stripes begin (their edge nearest the symbol) and which way they run.
    func stripesStart(_ stripes: MisreadStripes) -> (u: Double, step: Double) {
        stripes.onLeft ? (symbolLeft - stripes.gapModules, -1) : (symbolRight + stripes.gapModules, 1)
    }

    /// The line printed above a book's or a periodical's symbol: `ISBN 978…` or `ISSN 1234567`.
    static func headline(digits: String) -> String? {
        if digits.hasPrefix("978") || digits.hasPrefix("979") { return "ISBN " + digits }
        if digits.hasPrefix("977") { return "ISSN " + digits.dropFirst(3).prefix(7) }
        return nil
    }

    private static func labelRect(recipe: MisreadRecipe, width: Double, height: Double, symbolLeft: Double,
                                  symbolRight: Double) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let margin = recipe.labelMargin
        var left = -width / 2 - margin, right = width / 2 + margin
        if let stripes = recipe.stripes {
            // Each stripe and the space after it take at most 7 modules.
            let reach = stripes.gapModules + Double(stripes.count * 7) + 2
            if stripes.onLeft { left = min(left, symbolLeft - reach) } else { right = max(right, symbolRight + reach) }
        }
        let textAbove = headline(digits: recipe.digits) == nil ? 0 : textHeight + 2
        let digitsBelow = digitGap + textHeight - guardExtension + 0.5
        return (left, -height / 2 - textAbove - margin, right, height / 2 + digitsBelow + margin)
    }
}
