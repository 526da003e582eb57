/// A module grid with the paper and ink levels that best explain a profile under it, and how
/// well they do.
struct GridFit: Sendable {
    /// Where the symbol lies and how blurred it is.
    var grid: ModuleGrid
    /// The fitted paper and ink levels.
    var levels: ToneLevels
    /// Mean squared residual over squared contrast: 0 is a perfect fit.
    var misfit: Float
}
