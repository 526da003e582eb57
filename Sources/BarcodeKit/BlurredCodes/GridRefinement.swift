/// Moves a module grid to where a decoded pattern fits the profile best.
///
/// Once most digits are right, the pattern pins the grid down far more precisely than the guards
/// alone: a module width off by 0.3% already shifts the last bar by a third of a module. Origin,
/// width, blur, spread and perspective are adjusted in turn by shrinking steps, each step keeping
/// the better fit. The first perspective step narrows the modules by 2% from end to end.
enum GridRefinement {
    /// The most a bar may spread or shrink on each side, in modules.
    static let largestSpread: Float = 0.3

    /// The refined grid with its tone levels and misfit (mean squared residual over squared
    /// contrast), or `nil` when the pattern cannot be fitted at all.
    static func refine(_ start: ModuleGrid, modules: [Float], profile: [Float]) -> GridFit? {
        guard var best = fitLevels(start, modules: modules, profile: profile) else { return nil }
        var steps = (origin: Float(0.25), width: start.moduleWidth * 0.004, sigma: start.sigma * 0.15,
                     spread: Float(0.08), perspective: Float(0.0001))
        for _ in 0..<3 {
            for parameter in 0..<5 {
                for direction: Float in [-1, 1] {
                    var trial = best.grid
                    switch parameter {
                    case 0: trial.origin += direction * steps.origin
                    case 1: trial.moduleWidth += direction * steps.width
                    case 2: trial.sigma = max(0.3, trial.sigma + direction * steps.sigma)
                    case 3: trial.spread = min(Self.largestSpread, max(-Self.largestSpread, trial.spread + direction * steps.spread))
                    default: trial.perspective += direction * steps.perspective
                    }
                    if let candidate = fitLevels(trial, modules: modules, profile: profile), candidate.misfit < best.misfit {
                        best = candidate
                    }
                }
            }
            steps = (steps.origin / 2, steps.width / 2, steps.sigma / 2, steps.spread / 2, steps.perspective / 2)
        }
        return best
    }

    /// Paper and ink levels fitted to `modules` on `grid` as it is, with the misfit.
    static func fitLevels(_ grid: ModuleGrid, modules: [Float], profile: [Float]) -> GridFit? {
        let pixels = grid.pixels(inModules: -Float(ModuleGrid.quietModules),
                                 Float(modules.count + ModuleGrid.quietModules), count: profile.count)
        let darkness = grid.darkness(of: modules, over: pixels)
        guard let fit = ToneLevels.fitted(values: pixels.map { profile[$0] }, darkness: darkness,
                                          positions: Array(pixels)) else { return nil }
        return GridFit(grid: grid, levels: fit.levels, misfit: fit.meanSquare / (fit.levels.contrast * fit.levels.contrast))
    }
}
