/// Moves a module grid to where a decoded pattern fits the profile best.
///
/// Once most digits are right, the pattern pins the grid down far more precisely than the guards
/// alone: a module width off by 0.3% already shifts the last bar by a third of a module. Origin,
/// width, blur, spread and perspective, and a bent grid's wrap, move together with the paper and
/// ink levels (`GridDescent`).
///
/// They used to be adjusted one at a time by shrinking steps, three rounds of each. Origin, width
/// and perspective move the same bars, so each step undid part of the last; perspective could
/// move by at most 0.000175 per refinement, and the blur grew instead to explain a half-wrong
/// pattern. On a slanted benchmark photo (seed 31) whose printed pattern fits to a misfit of
/// 0.0013, that search stopped at 0.026; on the slanted test codes of `GridRefinementTests`,
/// started with their ends placed but no slant, it left bars up to 2 pixels off, where stepping
/// all at once leaves them within 0.15. Stepping all of them at once read 1 more
/// photo of the corpus (286) and 1 more book cover (132, with 127 add-ons instead of 128), and
/// on `shelfscan bench misreads` (reads per 1,000) 538.3 to 539.3 on seed 31, 552.0 to 552.7 on
/// seed 101, 560.0 to 560.7 on seed 20240601 and 530.0 to 531.3 on seed 7, with the same
/// misreads, for the same CPU time (`shelfscan bench speed`, 4.50 s against 4.49 s, medians of
/// 7 alternating rounds). Following the steps with the old rounds as well kept the lost add-on,
/// for 4% more CPU time.
enum GridRefinement {
    /// The most a bar may spread or shrink on each side, in modules.
    static let largestSpread: Float = 0.3

    /// Levenberg–Marquardt steps taken at most: each costs a darkness profile per parameter.
    static let steps = 6

    /// The refined grid with its tone levels and misfit (mean squared residual over squared
    /// contrast), or `nil` when the pattern cannot be fitted at all.
    static func refine(_ start: ModuleGrid, modules: [Float], profile: [Float]) -> GridFit? {
        let edges = ModuleEdges(modules: modules)
        guard let first = fitLevels(start, edges: edges, modules: modules.count, profile: profile) else { return nil }
        let descent = GridDescent(edges: edges, modules: modules.count, profile: profile)
        return descent.refined(first, steps: steps) { fitLevels($0, edges: edges, modules: modules.count, profile: profile) }
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
