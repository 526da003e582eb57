/// A scan line's profile as light, with the module grids that best fit a code's guards on it:
/// the cheap first look at a line. Kept, so that a decode after that look does not repeat it.
struct GuardedProfile: Sendable {
    /// The profile as light (see `LinearLight`).
    let light: [Float]
    /// The even grids that fit the guards best, best first. The best slanted one is sought only
    /// when a decode comes to it (`ProfileDecoder.forEachReading`).
    let grids: [ModuleGrid]
    /// Paper and ink levels from the span's brightest and darkest few percent.
    let levels: ToneLevels
    /// The best grid's misfit: mean squared residual over the squared rough contrast.
    let misfit: Float
}
