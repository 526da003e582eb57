/// Paper white and bar contrast along a profile, each allowed to drift linearly with position,
/// as uneven light on a photographed label makes them do.
///
/// A pixel's expected value is `white(x) - contrast(x) * darkness(x)`, where darkness is the
/// share of the pixel covered by blurred bars (0 on paper, 1 inside a wide bar).
struct ToneLevels: Sendable, Hashable {
    /// Paper white at the profile position `centre`, and its change per pixel.
    var white: Float, whiteSlope: Float
    /// Bar contrast (white minus ink) at `centre`, and its change per pixel.
    var contrast: Float, contrastSlope: Float
    /// Profile position the slopes are measured from.
    var centre: Float

    /// Paper white at pixel `x`.
    func white(at x: Int) -> Float { white + whiteSlope * (Float(x) - centre) }

    /// Bar contrast at pixel `x`, never below 1 so that costs stay finite.
    func contrast(at x: Int) -> Float { max(1, contrast + contrastSlope * (Float(x) - centre)) }

    /// Flat levels from the brightest and darkest few percent of `values`. Blur keeps narrow
    /// bars from reaching full ink, so the contrast is set a little above the observed range.
    static func rough(_ values: ArraySlice<Float>) -> ToneLevels? {
        guard values.count >= 20 else { return nil }
        let levels = GrayPercentiles.values(atRanks: [values.count * 97 / 100, values.count * 3 / 100], in: values)
        let (white, ink) = (levels[0], levels[1])
        guard white - ink >= 12 else { return nil }
        let centre = Float(values.startIndex + values.count / 2)
        return ToneLevels(white: white, whiteSlope: 0, contrast: (white - ink) * 1.15,
                          contrastSlope: 0, centre: centre)
    }
}
