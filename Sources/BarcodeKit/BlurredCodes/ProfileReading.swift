/// A number decoded from one blurred profile, with how well the model explained it.
struct ProfileReading: Sendable {
    /// The digits: 13 of a code (check digit verified), or 2 or 5 of an add-on (parity verified).
    let digits: [Int]
    /// Mean squared residual of the final fit over squared bar contrast: 0 is a perfect fit.
    let misfit: Float
    /// The weakest digit's margin over squared bar contrast: how many "pixels of full contrast"
    /// the fit loses if any one digit is changed.
    let margin: Float
    /// Where the symbol lies on the profile.
    let grid: ModuleGrid
    /// Whether the symbol runs right to left along the profile (the code is upside down).
    let isReversed: Bool
}
