/// A quick score of how well a module grid lines up with a profile, from the parts of the symbol
/// that every EAN-13/UPC-A shares: the quiet zones, the three guards and the digit modules next
/// to them (left digits start with a space and end with a bar, right digits the reverse).
/// Unknown modules count as half dark. Used to pick a few grids worth a full trellis decode.
enum GuardFit {
    /// Every module's expected darkness.
    static let expectedModules: [Float] = {
        var modules = [Float](repeating: 0.5, count: ModuleGrid.symbolModules)
        for (offset, bar) in EANEncoding.startGuard.enumerated() { modules[offset] = bar ? 1 : 0 }
        for (offset, bar) in EANEncoding.centreGuard.enumerated() { modules[45 + offset] = bar ? 1 : 0 }
        for (offset, bar) in EANEncoding.endGuard.enumerated() { modules[92 + offset] = bar ? 1 : 0 }
        for digit in 0..<6 {
            modules[3 + 7 * digit] = 0
            modules[9 + 7 * digit] = 1
            modules[50 + 7 * digit] = 1
            modules[56 + 7 * digit] = 0
        }
        return modules
    }()

    /// The changes of `expectedModules`, placed on each grid scored.
    private static let expectedEdges = ModuleEdges(modules: expectedModules)

    /// Module stretches that are scored.
    private static let windows: [(Float, Float)] = [
        (-Float(ModuleGrid.quietModules), 3.5), (44.5, 50.5),
        (91.5, Float(ModuleGrid.symbolModules + ModuleGrid.quietModules)),
    ]

    /// Mean squared residual of the best tone fit over the scored stretches, or `nil` when too
    /// little of them lies in the profile or the fit needs bars lighter than paper.
    static func score(_ profile: [Float], grid: ModuleGrid) -> Float? {
        var values: [Float] = [], darkness: [Float] = [], positions: [Int] = []
        for (lower, upper) in windows {
            let pixels = grid.pixels(inModules: lower, upper, count: profile.count)
            grid.appendDarkness(of: expectedEdges, over: pixels, to: &darkness)
            values += pixels.map { profile[$0] }
            positions += pixels
        }
        guard values.count >= 20 else { return nil }
        return ToneLevels.fitted(values: values, darkness: darkness, positions: positions)?.meanSquare
    }
}
