@testable import BarcodeKit
import Testing

/// `GridRefinement`: a grid placed a little off on a blurred, slanted code, moved to where the
/// code's own pattern fits, with origin, module width and slant wrong together.
@Suite("Grid refinement")
struct GridRefinementTests {
    static let digits = "9789637106217"
    static let moduleWidth = 2.7, blur = 0.7

    /// The grid `BlurredCode.profile` draws a code on: 15 quiet modules, then modules narrowing
    /// to `narrowing` of the first's width at the end.
    static func truth(narrowing: Double) -> ModuleGrid {
        let modules = Double(SymbolLayout.ean13.modules)
        return ModuleGrid(origin: Float(15 * moduleWidth), moduleWidth: Float(moduleWidth),
                          sigma: Float(blur * moduleWidth),
                          perspective: Float((1 / narrowing.squareRoot() - 1) / modules))
    }

    static func refined(narrowing: Double, from start: ModuleGrid) throws -> GridFit {
        let modules = try BlurredCode.modules(digits)
        let profile = LinearLight.values(BlurredCode.profile(modules, moduleWidth: moduleWidth, blur: blur,
                                                             narrowing: narrowing))
        return try #require(GridRefinement.refine(start, modules: modules.map { $0 ? 1 : 0 }, profile: profile))
    }

    /// A guard fit places the code's ends but not its slant: the start keeps the ends of the
    /// code, unslanted, so its middle lies up to a module off, and is a little late and too blurred.
    @Test("A start with the ends right, unslanted, late and too blurred ends on the code's edges",
          arguments: [1.0, 0.95, 0.9])
    func findsTheEdges(narrowing: Double) throws {
        let truth = Self.truth(narrowing: narrowing)
        var start = truth.slanted(0, modules: SymbolLayout.ean13.modules)
        start.origin += 0.7
        start.sigma *= 1.4
        let fit = try Self.refined(narrowing: narrowing, from: start)
        let end = Float(SymbolLayout.ean13.modules)
        #expect(abs(fit.grid.origin - truth.origin) < 0.15)
        #expect(abs(fit.grid.position(ofModule: end) - truth.position(ofModule: end)) < 0.15)
        #expect(abs(fit.grid.position(ofModule: end / 2) - truth.position(ofModule: end / 2)) < 0.15)
        #expect(fit.misfit < 0.003)
    }

    @Test("A grid already on the code stays there")
    func staysPut() throws {
        let truth = Self.truth(narrowing: 0.85)
        let fit = try Self.refined(narrowing: 0.85, from: truth)
        let end = Float(SymbolLayout.ean13.modules)
        #expect(abs(fit.grid.origin - truth.origin) < 0.1)
        #expect(abs(fit.grid.position(ofModule: end) - truth.position(ofModule: end)) < 0.1)
    }
}
