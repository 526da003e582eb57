/// A quick score of how well a module grid lines up with a profile, from the parts that every
/// symbol of a layout shares: the quiet zones, the guards and separators, and the digit modules
/// next to them (EAN-13's left digits start with a space and end with a bar, its right digits the
/// reverse; add-on digits are all left-half ones). Unknown modules count as half dark. Used to
/// pick a few grids worth a full trellis decode.
struct GuardFit: Sendable {
    /// The changes of the layout's expected modules, placed on each grid scored.
    private let expectedEdges: ModuleEdges
    /// Module stretches that are scored.
    private let windows: [(lower: Float, upper: Float)]

    /// A score for grids of `layout` symbols, over the boundaries between digits too when
    /// `digitBoundaries` is set.
    init(layout: SymbolLayout, digitBoundaries: Bool = false) {
        expectedEdges = ModuleEdges(modules: layout.expectedModules)
        windows = layout.fixedWindows + (digitBoundaries ? layout.digitBoundaryWindows : [])
    }

    /// For EAN-13 and UPC-A.
    static let ean13 = GuardFit(layout: .ean13)
    /// For EAN-8.
    static let ean8 = GuardFit(layout: .ean8)
    /// For UPC-E.
    static let upcE = GuardFit(layout: .upcE)

    /// For EAN-13 and UPC-A, the boundaries between digits included: where a bent or slanted
    /// label has moved the digits away from an even grid's while its guards stay
    /// (`ProfileDecoder.bendWraps`, `ProfileDecoder.bestSlanted`).
    static let ean13Boundaries = GuardFit(layout: .ean13, digitBoundaries: true)
    /// For EAN-8, the boundaries between digits included.
    static let ean8Boundaries = GuardFit(layout: .ean8, digitBoundaries: true)
    /// For UPC-E, the boundaries between digits included.
    static let upcEBoundaries = GuardFit(layout: .upcE, digitBoundaries: true)

    /// Mean squared residual of the best tone fit over the scored stretches, or `nil` when too
    /// little of them lies in the profile or the fit needs bars lighter than paper.
    func score(_ profile: [Float], grid: ModuleGrid) -> Float? {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: windows.count) { ranges in
            for (index, window) in windows.enumerated() {
                ranges[index] = grid.pixels(inModules: window.lower, window.upper, count: profile.count)
            }
            return score(profile, grid: grid, over: UnsafeBufferPointer(ranges))
        }
    }

    /// The scores of `grid` with its origin moved by each of `halfPixels` half pixels, in order:
    /// the same as `score(_:grid:)` of each moved grid, up to rounding.
    ///
    /// Moving the origin by half a pixel moves every edge by as much, so the moved grid's darkness
    /// at a pixel is the unmoved grid's half a pixel away. Worked out once on a half-pixel lattice
    /// over each scored stretch, it serves every move, where each move used to work out its own:
    /// `ProfileDecoder` tries 7 or more origins for each module width, and the darkness took about
    /// 60% of a score's time.
    func scores(_ profile: [Float], grid: ModuleGrid, originHalfPixels halfPixels: ClosedRange<Int>) -> [Float?] {
        // The pixels each moved grid scores: one row of ranges per stretch, one range per move.
        let stretches = windows.map { window in
            halfPixels.map { shift in
                var moved = grid
                moved.origin += Float(shift) / 2
                return moved.pixels(inModules: window.lower, window.upper, count: profile.count)
            }
        }
        var sums = (0..<halfPixels.count).map { move in Self.sums(over: stretches.map { $0[move] }) }
        grid.withEdgePositions(of: expectedEdges) { positions in
            profile.withUnsafeBufferPointer { profile in
                for ranges in stretches {
                    // Pixel x of the grid moved by `shift` half pixels is half pixel 2x − shift of `grid`.
                    let halves = zip(ranges, halfPixels).filter { !$0.0.isEmpty }
                        .map { pixels, shift in (2 * pixels.lowerBound - shift)..<(2 * pixels.upperBound - 1 - shift) }
                    guard let low = halves.map(\.lowerBound).min(), let high = halves.map(\.upperBound).max() else { continue }
                    withUnsafeTemporaryAllocation(of: Float.self, capacity: high - low) { darkness in
                        grid.forEachDarkness(of: expectedEdges, at: positions, over: low..<high, step: 0.5) { half, value in
                            darkness[half - low] = value
                        }
                        for (move, shift) in zip(sums.indices, halfPixels) {
                            guard var moved = sums[move] else { continue }
                            for x in ranges[move] {
                                moved.add(profile[x], darkness: darkness[2 * x - shift - low], at: x)
                            }
                            sums[move] = moved
                        }
                    }
                }
            }
        }
        return sums.map { $0?.fitted()?.meanSquare }
    }

    /// The score over the pixels of the scored stretches, `ranges`.
    private func score(_ profile: [Float], grid: ModuleGrid, over ranges: UnsafeBufferPointer<Range<Int>>) -> Float? {
        guard var sums = Self.sums(over: ranges) else { return nil }
        grid.withEdgePositions(of: expectedEdges) { positions in
            profile.withUnsafeBufferPointer { profile in
                for pixels in ranges {
                    grid.forEachDarkness(of: expectedEdges, at: positions, over: pixels) { x, darkness in
                        sums.add(profile[x], darkness: darkness, at: x)
                    }
                }
            }
        }
        return sums.fitted()?.meanSquare
    }

    /// Fewest pixels a score is taken over.
    private static let minimumPixels = 20

    /// Empty sums for a fit over the pixels of `ranges`, with slopes measured from the pixels'
    /// mean, as a fit over collected pixels would; `nil` when the pixels are too few to score.
    private static func sums(over ranges: some Collection<Range<Int>>) -> ToneSums? {
        let count = ranges.reduce(0) { $0 + $1.count }
        guard count >= minimumPixels else { return nil }
        let total = ranges.reduce(0) { $0 + ($1.lowerBound + $1.upperBound - 1) * $1.count }
        return ToneSums(centre: Float(total / 2) / Float(count))
    }
}
