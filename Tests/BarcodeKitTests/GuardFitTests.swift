@testable import BarcodeKit
import Testing

/// `GuardFit.scores`, which scores the moves of a grid's origin together from darkness worked
/// out once on a half-pixel lattice, gives each move the score it gets on its own.
@Suite("Guard fits of moved grids")
struct GuardFitTests {
    @Test("Scores of origin moves match each move scored alone",
          arguments: [(3.0, 0.8, 0.0), (2.2, 1.4, 0.3), (4.5, 0.5, -0.4)])
    func movesScoredTogether(moduleWidth: Double, blur: Double, start: Double) throws {
        let modules = try BlurredCode.modules("9780306406157")
        let light = LinearLight.values(BlurredCode.profile(modules, moduleWidth: moduleWidth, blur: blur))
        // 15 quiet modules precede the code; `start` puts the seed off the printed origin.
        let grid = ModuleGrid(origin: Float(15 * moduleWidth + start), moduleWidth: Float(moduleWidth),
                              sigma: Float(blur * moduleWidth))
        let shifts = -4...4
        let together = GuardFit.ean13.scores(light, grid: grid, originHalfPixels: shifts)
        #expect(together.count == shifts.count)
        for (score, shift) in zip(together, shifts) {
            var moved = grid
            moved.origin += Float(shift) / 2
            let alone = try #require(GuardFit.ean13.score(light, grid: moved))
            let fitted = try #require(score)
            #expect(abs(fitted - alone) <= 1e-4 * max(alone, 1e-3), "shift \(shift): \(fitted) against \(alone)")
        }
        // The seed off the printed origin scores worse than the move that puts it back.
        let best = try #require(together.indices.min { (together[$0] ?? .infinity) < (together[$1] ?? .infinity) })
        #expect(abs(Float(shifts.lowerBound + best) / 2 + Float(start)) <= 0.5)
    }

    @Test("Moves that leave too little of the guards on the profile get no score")
    func movesOffTheProfile() throws {
        let modules = try BlurredCode.modules("9780306406157")
        let light = LinearLight.values(BlurredCode.profile(modules, moduleWidth: 3, blur: 0.8))
        // The code placed so far past the profile's end that no stretch lies on it.
        let grid = ModuleGrid(origin: Float(light.count + 40), moduleWidth: 3, sigma: 2.4)
        #expect(GuardFit.ean13.scores(light, grid: grid, originHalfPixels: -2...2).allSatisfy { $0 == nil })
    }
}
