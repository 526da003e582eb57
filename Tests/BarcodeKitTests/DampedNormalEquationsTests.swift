@testable import BarcodeKit
import Testing

/// `DampedNormalEquations`: the least-squares step of a linear model, and how damping shortens it.
@Suite("Damped normal equations")
struct DampedNormalEquationsTests {
    /// Residuals of y = 2 + 3x at x = 0…4, with a slope and an intercept as the unknowns.
    static func line() -> DampedNormalEquations {
        var equations = DampedNormalEquations(unknowns: 2)
        for x in 0..<5 {
            equations.add([1, Double(x)], residual: 2 + 3 * Double(x))
        }
        return equations
    }

    @Test("Undamped, the step is the least-squares solution")
    func undamped() throws {
        let step = try #require(Self.line().solution(damping: 0))
        #expect(abs(step[0] - 2) < 1e-9)
        #expect(abs(step[1] - 3) < 1e-9)
    }

    /// Marquardt's damping scales each unknown by its own curvature, so it is the step measured
    /// in that scale that shortens; a heavily damped step goes each unknown's downhill way.
    @Test("Heavy damping leaves a short step downhill in every unknown")
    func heavilyDamped() throws {
        let full = try #require(Self.line().solution(damping: 0))
        let damped = try #require(Self.line().solution(damping: 1000))
        func length(_ step: [Double]) -> Double { step.map { $0 * $0 }.reduce(0, +).squareRoot() }
        #expect(length(damped) < length(full) / 100)
        #expect(damped.allSatisfy { $0 > 0 })
    }

    @Test("Equations an unknown plays no part in have no solution")
    func singular() {
        var equations = DampedNormalEquations(unknowns: 2)
        equations.add([1, 0], residual: 1)
        equations.add([2, 0], residual: 2)
        #expect(equations.solution(damping: 0.5) == nil)
    }
}
