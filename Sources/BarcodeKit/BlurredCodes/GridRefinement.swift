/// Moves a module grid to where a decoded pattern fits the profile best.
///
/// Once most digits are right, the pattern pins the grid down far more precisely than the guards
/// alone: a module width off by 0.3% already shifts the last bar by a third of a module. Origin,
/// width, blur, spread and perspective, and a bent grid's wrap, are adjusted in turn by shrinking
/// steps, each step keeping the better fit. The first perspective step narrows the modules by 2%
/// from end to end; the first wrap step turns the label's ends by about 6° (0.1 radians).
enum GridRefinement {
    /// The most a bar may spread or shrink on each side, in modules.
    static let largestSpread: Float = 0.3

    /// The refined grid with its tone levels and misfit (mean squared residual over squared
    /// contrast), or `nil` when the pattern cannot be fitted at all.
    static func refine(_ start: ModuleGrid, modules: [Float], profile: [Float]) -> GridFit? {
        let edges = ModuleEdges(modules: modules)
        guard var best = fitLevels(start, edges: edges, modules: modules.count, profile: profile) else { return nil }
        var steps = (origin: Float(0.25), width: start.moduleWidth * 0.004, sigma: start.sigma * 0.15,
                     spread: Float(0.08), perspective: Float(0.0001), wrap: Float(0.1))
        let parameters = start.bend == nil ? 5 : 6
        for _ in 0..<3 {
            for parameter in 0..<parameters {
                for direction: Float in [-1, 1] {
                    var trial = best.grid
                    switch parameter {
                    case 0: trial.origin += direction * steps.origin
                    case 1: trial.moduleWidth += direction * steps.width
                    case 2: trial.sigma = max(0.3, trial.sigma + direction * steps.sigma)
                    case 3: trial.spread = min(Self.largestSpread, max(-Self.largestSpread, trial.spread + direction * steps.spread))
                    case 4: trial.perspective += direction * steps.perspective
                    default: trial.bend = trial.bend?.rewrapped(by: direction * steps.wrap)
                    }
                    if let candidate = fitLevels(trial, edges: edges, modules: modules.count, profile: profile),
                       candidate.misfit < best.misfit {
                        best = candidate
                    }
                }
            }
            steps = (steps.origin / 2, steps.width / 2, steps.sigma / 2, steps.spread / 2, steps.perspective / 2,
                     steps.wrap / 2)
        }
        return best
    }

    /// Paper and ink levels fitted to `modules` on `grid` as it is, with the misfit.
    static func fitLevels(_ grid: ModuleGrid, modules: [Float], profile: [Float]) -> GridFit? {
        fitLevels(grid, edges: ModuleEdges(modules: modules), modules: modules.count, profile: profile)
    }

    /// Paper and ink levels fitted to the pattern of `modules` modules with `edges` on `grid`,
    /// over the symbol and its quiet zones, with the misfit.
    private static func fitLevels(_ grid: ModuleGrid, edges: ModuleEdges, modules: Int, profile: [Float]) -> GridFit? {
        let quiet = ModuleGrid.quietModules
        let pixels = grid.pixels(inModules: -Float(quiet), Float(modules + quiet), count: profile.count)
        guard !pixels.isEmpty else { return nil }
        // Slopes measured from the pixels' mean.
        let sum = (pixels.lowerBound + pixels.upperBound - 1) * pixels.count / 2
        var sums = ToneSums(centre: Float(sum) / Float(pixels.count))
        profile.withUnsafeBufferPointer { profile in
            grid.withEdgePositions(of: edges) { positions in
                grid.forEachDarkness(of: edges, at: positions, over: pixels) { x, darkness in
                    sums.add(profile[x], darkness: darkness, at: x)
                }
            }
        }
        guard let fit = sums.fitted() else { return nil }
        return GridFit(grid: grid, levels: fit.levels, misfit: fit.meanSquare / (fit.levels.contrast * fit.levels.contrast))
    }
}
