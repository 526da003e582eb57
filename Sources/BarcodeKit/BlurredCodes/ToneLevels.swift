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

    /// The least-squares levels that best explain `values` (profile values at `positions`)
    /// given each pixel's `darkness`, with the mean squared residual; `nil` when the bars would
    /// have to be lighter than the paper or the system is degenerate.
    static func fitted(values: [Float], darkness: [Float], positions: [Int]) -> (levels: ToneLevels, meanSquare: Float)? {
        guard values.count >= 8 else { return nil }
        let centre = Float(positions.reduce(0, +)) / Float(positions.count)
        // One pass gathers the normal equations and Σv²; the residual then follows from them.
        var normal = [SIMD4<Double>](repeating: SIMD4(), count: 4)
        var right = SIMD4<Double>(), squares = 0.0
        for index in values.indices {
            let t = Double(Float(positions[index]) - centre), s = Double(darkness[index])
            let row = SIMD4<Double>(1, t, -s, -s * t), value = Double(values[index])
            for i in 0..<4 { normal[i] += row * row[i] }
            right += row * value
            squares += value * value
        }
        guard let solution = LinearSystem.solve(normal, right) else { return nil }
        let levels = ToneLevels(white: Float(solution[0]), whiteSlope: Float(solution[1]),
                                contrast: Float(solution[2]), contrastSlope: Float(solution[3]),
                                centre: centre)
        guard levels.contrast > 0 else { return nil }
        var fitted = SIMD4<Double>()
        for i in 0..<4 { fitted[i] = (normal[i] * solution).sum() }
        let residual = squares - 2 * (solution * right).sum() + (solution * fitted).sum()
        return (levels, Float(max(0, residual)) / Float(values.count))
    }
}
