/// Reads an EAN-13/UPC-A (or, for `ModelCheck`, an EAN-8 or UPC-E) from a profile taken across a
/// blurred code, where bars run into each other and edge-based decoders such as zbar find nothing.
///
/// Given where the code roughly starts and ends, it tries module grids around that span, keeps
/// the few that best fit the guards (`GuardFit`), and for each runs the trellis decoder, refits
/// the paper and ink levels to the decoded pattern, and decodes again. Both reading directions
/// are tried where the symbol's guards look the same from either end. Profiles are modelled as
/// light, not as stored gray values (see `LinearLight`).
/// Readings must have a valid parity pattern and check digit; how far to trust them (misfit,
/// margin, agreement between lines) is the caller's decision.
struct ProfileDecoder: Sendable {
    /// The symbol read.
    var symbol = ModelledSymbol.ean13
    /// Blur widths tried, in modules. Codes blurred by half a module or less are left to the zbar
    /// passes, which read them: trying 0.5 as well read nothing more on the corpus.
    var blurWidths: [Float] = [0.8, 1.1, 1.4, 1.8]
    /// Grids per direction given a full decode.
    var gridsDecoded = 3
    /// When set, the guard search moves only the middle seed over the whole range and tries the
    /// others at its best few moves; `nil` tries every seed at every move. Worth it when the seeds
    /// differ only in blur, which hardly moves where the guards fit (see `ModelCheck.decoder`):
    /// seeds that also move their origin with the blur, as from a quiet-zone span, lost photos.
    var movesPerSeed: Int? = nil
    /// Largest guard misfit (mean squared residual over the squared rough contrast) of the best
    /// grid for a line to be decoded. On the corpus every line that gave a trusted reading fitted
    /// within 0.0045; 0.008 spares the decodes of about a quarter of the lines.
    var maximumGuardMisfit: Float = 0.008

    /// Perspectives (`ModuleGrid.perspective`) tried on the grids that fit the guards best, their
    /// first and last edges kept: each step of 0.0002 moves the middle guard by about half a
    /// module. No photo is square to the code: on the misread benchmark, a label turned 6° before
    /// a phone-like lens narrowed its modules by 9% from end to end, which put the middle of the
    /// code a module away from an even grid's, and no even grid explained the profile (misfit
    /// 0.028 for the printed number; 0.0007 with the perspective). The best slanted grid is
    /// decoded beside the even ones when it fits better than all of them (by the guards' fit
    /// then, see `bestSlanted`): that read
    /// 7 more corpus photos (274 to 281), 1 more book cover (128, add-ons 115) and 11 more
    /// benchmark photos per 1,000, with misreads down from 3.7 to 3.0. Letting slanted grids
    /// take the even ones' places instead lost 4 book covers.
    ///
    /// The values are for the 95 modules of an EAN-13 and are scaled to a shorter symbol's length
    /// (`slants`), so that a UPC-E or an EAN-8 may narrow from end to end as much as an EAN-13.
    /// They reach 0.002, where the last module of an EAN-13 is 0.71 times as wide as its first,
    /// about what a label tilted 30° to 40° from the camera gives, as `shelfscan bench misreads`
    /// draws them. They used to stop at 0.0006 (0.90 times), and the model was silent on
    /// codes zbar misread at steeper slants: a UPC-E whose 2 and 1 zbar read as 8 and 7 had
    /// modules of 2.9 to 2.4 pixels (0.0019 on its 51 modules), and a UPC-A read with four digits
    /// swapped was fitted to 0.003 by its printed number at −0.00096 and to 0.038 by zbar's (both
    /// patterns fitted to the photo's profile with every parameter free).
    ///
    /// With this range, and slants chosen by the boundaries between digits (`bestSlanted`), reads
    /// per 1,000 photos of `shelfscan bench misreads` rose from 539.3 to 546.7 on seed 31, whose
    /// misreads were traced for it, with misreads down from 3.3 to 2.7 (the UPC-E above among
    /// them); on seeds that played no part, from 552.7 to 562.3 (seed 101), 531.7 to 540.0
    /// (seed 7) and 560.7 to 566.7 (seed 20240601), misreads the same. The corpus read 289
    /// photos instead of 286, the book covers the same.
    var perspectives: [Float] = [-0.002, -0.0016, -0.0012, -0.0009, -0.0006, -0.0004, -0.0002,
                                 0.0002, 0.0004, 0.0006, 0.0009, 0.0012, 0.0016, 0.002]

    /// `perspectives` for this symbol: the same narrowing from its first module to its last.
    var slants: [Float] {
        let scale = Float(SymbolLayout.ean13.modules) / Float(symbol.layout.modules)
        return perspectives.map { $0 * scale }
    }

    /// How far a label wrapped round a bottle or a can turns at each end, in radians (17° to
    /// 69°), tried on the grid that fits the guards best once the even grids have been decoded (see
    /// `GridBend`). A bend keeps the guards where an even grid puts them and moves the digits
    /// between them: on a misread-benchmark photo of a UPC-A so wrapped, the guards fitted an even
    /// grid to 0.004, zbar read 0212211585683 for 0872217585683 on every line, and the model,
    /// whose even grids put the left half's digits up to a module off, was silent. Only the wrap
    /// whose digit boundaries fit best is decoded (`bendGain`); the refinement then turns it
    /// further or back (`GridRefinement`).
    ///
    /// On `shelfscan bench misreads`, reads per 1,000 photos rose from 548.7 to 552.0 on seed 101,
    /// where the photo above comes from (bent labels 192 to 202 of 467), and misreads fell from
    /// 2.7 to 2.3; on seeds whose photos played no part in it, from 535.0 to 538.3 (seed 31; bent
    /// labels 185 to 195 of 455), 556.0 to 560.0 (seed 20240601) and 525.3 to 530.0 (seed 7),
    /// with the same misreads. The corpus and the book covers read the same.
    ///
    /// Bends were first tried only where no even grid read anything. With the grid refined as a
    /// whole (`GridRefinement`), an even grid fits a bent label well enough to settle on some
    /// number with a valid check digit, though far too poorly to be trusted: on a test label
    /// turned 63° at its ends, 0755148167978 at a misfit of 0.019 for 0872217585683. Which grid's
    /// reading counts is the caller's decision, so the bend is tried whatever the even grids read.
    var bendWraps: [Float] = [0.3, 0.45, 0.6, 0.75, 0.9, 1.05, 1.2]
    /// How much better than on the even grid the boundaries between digits must fit the best
    /// bent grid, as a share of the even grid's score, for it to be decoded. The boundaries'
    /// fit costs little beside a decode. On the corpus, where few labels are bent, 139 of the
    /// 480 lines on which no grid read anything passed at 0.8, 50 at 0.6, and no reading changed
    /// (measured while bends were tried on those lines only);
    /// the benchmark photo above passed at 0.3. Decoding three wraps on every such line instead
    /// read 1 more photo of seed 101's 3,000 and took 21% more CPU time over the corpus (5.51 s
    /// against 4.56 s, `shelfscan bench speed`); with this gate it took the same (4.15 s against
    /// 4.23 s).
    var bendGain: Float = 0.8

    /// The decoder of the symbol's patterns.
    var trellis: TrellisDecoder { symbol.trellis }

    /// Readings of the code thought to span pixels `start...end` of `profile` (gray values).
    func read(_ profile: [Float], start: Int, end: Int) -> [ProfileReading] {
        guarded(profile, start: start, end: end).map(read) ?? []
    }

    /// Readings of a line already looked at, none when its guards fit too poorly.
    func read(_ line: GuardedProfile) -> [ProfileReading] {
        var readings: [ProfileReading] = []
        forEachReading(of: line) { readings.append($0); return true }
        return readings
    }

    /// Whether `line`'s guards fit well enough for its grids to be decoded.
    func fitsGuards(_ line: GuardedProfile) -> Bool {
        line.misfit <= maximumGuardMisfit
    }

    /// Hands the readings of a line already looked at to `body`, best grid first, until `body`
    /// returns `false`; none when its guards fit too poorly. A caller that wants one number
    /// stops at it and spares the remaining decodes. After the even grids comes the best slanted
    /// one, when it fits better (`bestSlanted`), then the best grid bent as a label round a
    /// bottle, when the label looks bent (`bendWraps`).
    ///
    /// A line is decoded both ways until its first grid reads it one way and not the other; its
    /// other grids are then decoded that way only. Read from its wrong end, an EAN-13's left half
    /// shows the right half's patterns mirrored, all of set B, which no parity pattern allows.
    /// Over the corpus this spared 205 of 4,178 decodes (most decodes that find no parity
    /// pattern are of lines that read nothing either way), and the CPU time of `shelfscan scan`
    /// fell by about 1% (2.77 s against 2.79 s, medians of 9 alternating runs); the corpus, the
    /// book covers and seeds 31, 101, 7 and 20240601 of `shelfscan bench misreads` read the
    /// same, photo by photo.
    ///
    /// The slanted grid is sought here rather than in the first look: the blurred-code reader
    /// looks at the middle line of ten bands to decode two, and a quarter of all lines fit the
    /// guards too poorly to be decoded at all. Sought here, the CPU time of `shelfscan scan` over
    /// the corpus fell from 3.04 to 2.97 s (medians of 5 alternating runs), with the same output.
    func forEachReading(of line: GuardedProfile, _ body: (ProfileReading) -> Bool) {
        guard fitsGuards(line) else { return }
        let last = Float(line.light.count - 1)
        let reversed = symbol.readsEitherWay ? Array(line.light.reversed()) : []
        // The ways the line is decoded: both, until the first grid reads it one way only.
        var ways = (forwards: true, backwards: symbol.readsEitherWay), isFirstGrid = true
        // Hands over what `grid` reads either way; `false` once `body` wants no more.
        func read(_ grid: ModuleGrid) -> Bool {
            // The guards look the same from either end, so one grid search serves both directions;
            // flat levels are the same from either end too.
            let forwards = ways.forwards ? decode(line.light, grid: grid, levels: line.levels, isReversed: false) : nil
            if let forwards, !body(forwards) { return false }
            var backwards: ProfileReading?
            if ways.backwards {
                let mirrored = grid.mirrored(modules: symbol.layout.modules, last: last)
                backwards = decode(reversed, grid: mirrored, levels: line.levels, isReversed: true)
                if let backwards, !body(backwards) { return false }
            }
            if isFirstGrid, (forwards == nil) != (backwards == nil) {
                ways = (forwards != nil, backwards != nil)
            }
            isFirstGrid = false
            return true
        }
        for grid in line.grids where !read(grid) { return }
        if let slanted = bestSlanted(line.light, from: line.grids), !read(slanted) { return }
        guard let best = line.grids.first, let bent = bent(best, on: line.light) else { return }
        _ = read(bent)
    }

    /// `grid` bent by the one of `bendWraps` under which the boundaries between digits fit
    /// `profile` best, when they fit it markedly better than on `grid` itself.
    private func bent(_ grid: ModuleGrid, on profile: [Float]) -> ModuleGrid? {
        let fit = symbol.digitBoundaries
        guard !bendWraps.isEmpty, let even = fit.score(profile, grid: grid) else { return nil }
        let best = bendWraps.compactMap { wrap -> (score: Float, grid: ModuleGrid)? in
            var bent = grid
            bent.bend = .symmetric(wrap: wrap, modules: symbol.layout.modules)
            return fit.score(profile, grid: bent).map { ($0, bent) }
        }.min { $0.score < $1.score }
        guard let best, best.score < bendGain * even else { return nil }
        return best.grid
    }

    /// The first look at a code thought to span `start...end` of `profile` (gray values): the
    /// grids that best fit its guards, or `nil` when the span cannot hold a code.
    ///
    /// The span's ends are where the first and last bars have darkened the paper noticeably,
    /// which blur moves outwards by about 1.2 σ, so each blur width gets its own origin and
    /// module width, searched ±1.5 px in half pixels and ±2% in steps of 1% (half-percent steps
    /// read nothing more on the corpus).
    func guarded(_ profile: [Float], start: Int, end: Int) -> GuardedProfile? {
        let nominal = Float(end - start) / Float(symbol.layout.modules)
        let seeds = blurWidths.map { blur in
            let sigma = blur * nominal
            return ModuleGrid(origin: Float(start) + 1.2 * sigma,
                              moduleWidth: (Float(end - start) - 2.4 * sigma) / Float(symbol.layout.modules),
                              sigma: sigma)
        }
        return guarded(profile, first: start, last: end, seeds: seeds, originSteps: 3)
    }

    /// The first look at a code whose bars an edge reader placed at pixels `start...end` of
    /// `profile` (gray values): edges found at the middle of each blurred step, so the grid's
    /// origin is searched around `start` itself, `reach` pixels either way, for every blur width.
    func guarded(_ profile: [Float], edgesAt start: Float, _ end: Float, reach: Float) -> GuardedProfile? {
        let width = (end - start) / Float(symbol.layout.modules)
        let seeds = blurWidths.map { ModuleGrid(origin: start, moduleWidth: width, sigma: $0 * width) }
        return guarded(profile, first: Int(start.rounded()), last: Int(end.rounded()), seeds: seeds,
                       originSteps: Int((2 * reach).rounded(.up)))
    }

    /// The profile as light with the grids around `seeds` that fit the guards best, the rough
    /// levels measured over pixels `first...last`; `nil` when those are too few or off the profile.
    private func guarded(_ profile: [Float], first: Int, last: Int, seeds: [ModuleGrid],
                         originSteps: Int) -> GuardedProfile? {
        let light = LinearLight.values(profile)
        guard last - first >= 40, first >= 0, last < light.count,
              let rough = ToneLevels.rough(light[first...last]) else { return nil }
        let even = bestGrids(light, around: seeds, originSteps: originSteps)
        guard let best = even.first else { return nil }
        return GuardedProfile(light: light, grids: even.map(\.grid), levels: rough,
                              misfit: best.score / (rough.contrast * rough.contrast))
    }

    /// How far the guard search changes a seed's module width, in steps of 1% either way.
    private static let widthSearch = 2

    /// Of the grids within `originSteps` half pixels and ±2% of each seed, the `gridsDecoded`
    /// that fit the guards best: every seed tried at every such move, or, with `movesPerSeed`,
    /// at the moves that fitted the middle seed best.
    private func bestGrids(_ profile: [Float], around seeds: [ModuleGrid], originSteps: Int) -> [(score: Float, grid: ModuleGrid)] {
        var scored: [(score: Float, grid: ModuleGrid)] = []
        if let movesPerSeed {
            let moves = everyMove(of: seeds[seeds.count / 2], profile, originSteps: originSteps)
                .sorted { $0.score < $1.score }.prefix(movesPerSeed).map(\.move)
            for seed in seeds {
                for move in moves {
                    let grid = move.applied(to: seed)
                    if let score = symbol.guards.score(profile, grid: grid) { scored.append((score, grid)) }
                }
            }
        } else {
            for seed in seeds {
                scored += everyMove(of: seed, profile, originSteps: originSteps).map { ($0.score, $0.grid) }
            }
        }
        return Array(scored.sorted { $0.score < $1.score }.prefix(gridsDecoded))
    }

    /// `seed` at every move of `GridMove.all` within `originSteps` half pixels and ±2%, in that
    /// order, scored by the fit of the guards; moves that leave them off the profile are left out.
    /// The moves of one module width are scored together (`GuardFit.scores`): over the corpus,
    /// the CPU time of `shelfscan scan` fell by 2.5% (2.81 s against 2.88 s, medians of 9
    /// alternating runs), and the corpus, the book covers and seeds 31, 101, 7 and 20240601 of
    /// `shelfscan bench misreads` read the same, photo by photo.
    private func everyMove(of seed: ModuleGrid, _ profile: [Float],
                           originSteps: Int) -> [(score: Float, grid: ModuleGrid, move: GridMove)] {
        let shifts = -originSteps...originSteps
        let percents = -Self.widthSearch...Self.widthSearch
        let scores = percents.map { percent in
            symbol.guards.scores(profile, grid: GridMove(halfPixels: 0, percent: percent).applied(to: seed),
                                 originHalfPixels: shifts)
        }
        return GridMove.all(halfPixels: originSteps, percent: Self.widthSearch).compactMap { move in
            scores[move.percent + Self.widthSearch][move.halfPixels + originSteps]
                .map { ($0, move.applied(to: seed), move) }
        }
    }

    /// Of `grids` given each of `slants`, their first and last edges kept, the one that best fits
    /// the guards and the boundaries between digits together, when it fits them better than the
    /// first of `grids`, the best even grid.
    ///
    /// The guards alone hardly tell a slant, which is how slants were chosen before: they lie at
    /// the ends of the code, which every slanted grid keeps where the even one put them, and a
    /// UPC-E has no centre guard. The boundaries between digits lie all along the code, where a
    /// slant moves the modules most. Chosen by them, `shelfscan bench misreads` read 541.3 instead
    /// of 539.3 photos per 1,000 on seed 31 and 555.7 instead of 552.7 on seed 101, misreads
    /// unchanged, before `perspectives` reached further. Keeping the guards' choice beside the
    /// boundaries', over `perspectives` as they are, read 1 more of seed 31's 3,000 photos and
    /// the same on seed 101, for 3% to 17% more CPU time over the corpus (alternating runs of
    /// `shelfscan bench speed`), as it often gives a second slanted grid to decode.
    private func bestSlanted(_ profile: [Float], from grids: [ModuleGrid]) -> ModuleGrid? {
        let fit = symbol.digitBoundaries
        guard let best = grids.first, let even = fit.score(profile, grid: best) else { return nil }
        let slanted = grids.flatMap { grid in slants.map { grid.slanted($0, modules: symbol.layout.modules) } }
        guard let found = slanted.compactMap({ grid in fit.score(profile, grid: grid).map { (score: $0, grid: grid) } })
            .min(by: { $0.score < $1.score }), found.score < even else { return nil }
        return found.grid
    }

    /// The reading `grid` settles on, when its sets fit a number of the symbol and its check digit
    /// is right.
    private func decode(_ profile: [Float], grid: ModuleGrid, levels rough: ToneLevels,
                        isReversed: Bool) -> ProfileReading? {
        // Refining costs most of a decode and rarely rescues a left half with no EAN-13 parity
        // pattern: on the corpus, 1 of 2,591 such lines ended with a trusted reading, on a photo
        // no other line read.
        guard let (reading, fit) = trellis.settledFit(profile, grid: grid, levels: rough,
                                                       worthRefining: { symbol.digits(of: $0) != nil }),
              let digits = symbol.digits(of: reading), symbol.hasValidCheckDigit(digits) else { return nil }
        let margin = reading.weakestMargin / (fit.levels.contrast * fit.levels.contrast)
        return ProfileReading(digits: digits, misfit: fit.misfit, margin: margin, grid: fit.grid, isReversed: isReversed)
    }
}
