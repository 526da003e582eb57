/// Levenberg–Marquardt steps on a module grid and its paper and ink levels together, for a known
/// pattern (see `GridRefinement` for why all at once).
///
/// Each step measures how every grid parameter moves every pixel's darkness, by moving it a
/// little, and solves the damped normal equations of the model's residuals for all parameters and
/// the four tone levels. A step is kept only when the levels fitted afresh on the moved grid
/// (`fit`) explain the profile better; otherwise the damping grows, shortening the step towards
/// plain descent, and it is tried again.
///
/// ```swift
/// let descent = GridDescent(edges: ModuleEdges(modules: pattern), modules: pattern.count, profile: light)
/// let better = descent.refined(start, steps: 6) { GridRefinement.fitLevels($0, modules: pattern, profile: light) }
/// ```
struct GridDescent {
    /// The pattern's bar edges.
    let edges: ModuleEdges
    /// Modules in the pattern.
    let modules: Int
    /// The profile as light.
    let profile: [Float]

    /// The parameters a grid has: origin, module width, blur, spread, perspective, and the wrap of
    /// a bent grid.
    private enum Parameter: CaseIterable {
        case origin, moduleWidth, sigma, spread, perspective, wrap

        /// How far it is moved to see how the darkness follows: small against what a step moves it.
        func probe(on grid: ModuleGrid) -> Float {
            switch self {
            case .origin: return 0.05
            case .moduleWidth: return grid.moduleWidth * 0.001
            case .sigma: return max(0.01, grid.sigma * 0.01)
            case .spread: return 0.005
            case .perspective: return 0.00001
            case .wrap: return 0.005
            }
        }
    }

    /// The parameters of `grid` that are refined.
    private func parameters(of grid: ModuleGrid) -> [Parameter] {
        grid.bend == nil ? [.origin, .moduleWidth, .sigma, .spread, .perspective] : Parameter.allCases
    }

    /// `grid` with `parameter` moved by `amount`, the blur and spread held in their ranges as
    /// ink and optics allow; `nil` when the modules would vanish or fold over.
    private func moved(_ grid: ModuleGrid, _ parameter: Parameter, by amount: Float) -> ModuleGrid? {
        var trial = grid
        switch parameter {
        case .origin: trial.origin += amount
        case .moduleWidth: trial.moduleWidth += amount
        case .sigma: trial.sigma = max(0.3, trial.sigma + amount)
        case .spread:
            trial.spread = min(GridRefinement.largestSpread, max(-GridRefinement.largestSpread, trial.spread + amount))
        case .perspective: trial.perspective += amount
        case .wrap: trial.bend = trial.bend?.rewrapped(by: amount)
        }
        // Past half the symbol's length either way the projection would fold over within the
        // quiet zones; a real slant stays far below.
        let far = Float(modules + ModuleGrid.quietModules)
        guard trial.moduleWidth > 0.1, abs(trial.perspective) * far < 0.5 else { return nil }
        return trial
    }

    /// The best fit found from `start` in at most `steps` steps, scored by `fit`.
    func refined(_ start: GridFit, steps: Int, fit: (ModuleGrid) -> GridFit?) -> GridFit {
        var best = start
        var damping = 0.001
        for _ in 0..<steps {
            guard let (equations, parameters) = normalEquations(at: best) else { break }
            var improved = false
            for _ in 0..<4 {
                guard let step = equations.solution(damping: damping) else { break }
                if let grid = moved(best.grid, parameters, by: step), let candidate = fit(grid),
                   candidate.misfit < best.misfit {
                    // Steps that gain less than 0.1% are not worth another round of probes.
                    improved = best.misfit - candidate.misfit > best.misfit * 0.001
                    best = candidate
                    damping = max(1e-6, damping / 3)
                    break
                }
                damping *= 8
            }
            if !improved { break }
        }
        return best
    }

    /// `grid` with each of `parameters` moved by its share of `step`.
    private func moved(_ grid: ModuleGrid, _ parameters: [Parameter], by step: [Double]) -> ModuleGrid? {
        var moving: ModuleGrid? = grid
        for (parameter, amount) in zip(parameters, step) {
            moving = moving.flatMap { moved($0, parameter, by: Float(amount)) }
        }
        return moving
    }

    /// The darkness of the pattern on `grid` at each of `pixels`.
    private func darkness(_ grid: ModuleGrid, over pixels: Range<Int>) -> [Float] {
        var values = [Float](repeating: 0, count: pixels.count)
        grid.withEdgePositions(of: edges) { positions in
            grid.forEachDarkness(of: edges, at: positions, over: pixels) { x, darkness in
                values[x - pixels.lowerBound] = darkness
            }
        }
        return values
    }

    /// How the darkness at `pixels` changes per unit of `parameter` on `grid`, measured one way
    /// or, where the parameter stands at the edge of its range, the other.
    private func slope(of parameter: Parameter, on grid: ModuleGrid, over pixels: Range<Int>,
                       base: [Float]) -> [Float]? {
        let probe = parameter.probe(on: grid)
        for change in [probe, -probe] {
            guard let probed = moved(grid, parameter, by: change), probed != grid else { continue }
            return zip(darkness(probed, over: pixels), base).map { ($0 - $1) / change }
        }
        return nil
    }

    /// The normal equations of the model's residuals at `fit` over the grid's parameters, then the
    /// four tone levels, with the parameters in their order.
    private func normalEquations(at fit: GridFit) -> (DampedNormalEquations, [Parameter])? {
        let grid = fit.grid
        let quiet = Float(ModuleGrid.quietModules)
        let pixels = grid.pixels(inModules: -quiet, Float(modules) + quiet, count: profile.count)
        guard pixels.count >= 8 else { return nil }
        let base = darkness(grid, over: pixels)
        let parameters = parameters(of: grid)
        var slopes: [[Float]] = []
        for parameter in parameters {
            guard let slope = slope(of: parameter, on: grid, over: pixels, base: base) else { return nil }
            slopes.append(slope)
        }
        let levels = fit.levels
        var equations = DampedNormalEquations(unknowns: slopes.count + 4)
        var row = [Double](repeating: 0, count: slopes.count + 4)
        for (offset, x) in pixels.enumerated() {
            let t = Float(x) - levels.centre
            let contrast = levels.contrast(at: x)
            let darkness = base[offset]
            for index in slopes.indices { row[index] = Double(-contrast * slopes[index][offset]) }
            row[slopes.count] = 1
            row[slopes.count + 1] = Double(t)
            row[slopes.count + 2] = Double(-darkness)
            row[slopes.count + 3] = Double(-darkness * t)
            equations.add(row, residual: Double(profile[x] - (levels.white(at: x) - contrast * darkness)))
        }
        return (equations, parameters)
    }
}
