extension TrellisDecoder {
    /// The pattern that explains `profile` best from a grid that fits the guards, with the grid
    /// and levels refined to it and the digit margins; `nil` when the grid leaves the profile or
    /// the settled pattern is not `worthRefining`.
    ///
    /// Trellis decode from `rough` levels, refit, decode again. The first refits move only the
    /// paper and ink levels, until the pattern settles or twice: moving the grid to fit a pattern
    /// still half wrong drifts it towards more blur, which explains any pattern (this tripled the
    /// blurred photos read). Then the grid is refined once and the last decode gives the margins.
    /// Refining again, up to three times, while the decode on the refined grid settled on another
    /// pattern took one line across a slanted benchmark photo from 9789637106853 at misfit 0.033
    /// to the printed 9789637106217 at 0.014, but over the corpus read 1 more photo (286) and on
    /// `shelfscan bench misreads` 3 more of 3,000 on each of seeds 31 and 101, with the same
    /// misreads, for 6% more CPU time (`shelfscan bench speed`, 4.46 s against 4.21 s). That was
    /// measured while the refinement moved one parameter at a time (see `GridRefinement`).
    func settledFit(_ profile: [Float], grid start: ModuleGrid, levels rough: ToneLevels,
                    worthRefining: (TrellisReading) -> Bool) -> (reading: TrellisReading, fit: GridFit)? {
        guard let darkness = darkness(on: start, count: profile.count) else { return nil }
        var levels = rough
        var modules: [Float] = [], last: TrellisReading?
        for round in 0..<3 {
            let decoded = decode(profile, darkness: darkness, levels: levels, withMargins: false)
            let settled = decoded.modules(of: segments)
            last = decoded
            // The same pattern would give the same levels and so the same decode again.
            if round == 2 || settled == modules { modules = settled; break }
            modules = settled
            guard let fit = GridRefinement.fitLevels(start, modules: modules, profile: profile) else { return nil }
            levels = fit.levels
        }
        guard let last, worthRefining(last),
              let fit = GridRefinement.refine(start, modules: modules, profile: profile),
              let reading = decode(profile, grid: fit.grid, levels: fit.levels, withMargins: true) else {
            return nil
        }
        return (reading, fit)
    }
}
