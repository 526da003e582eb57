import BarcodeKit
import ISBNKit
import ShelfScanBenchmarks
import Testing

@Suite("Misread benchmark images")
struct MisreadSceneGeneratorTests {
    let generator = MisreadSceneGenerator(seed: 42)

    @Test("A seed and an index always give the same recipe and pixels; another seed differs")
    func deterministic() throws {
        for index in [0, 5, 17] {
            let first = try generator.sample(at: index), again = try generator.sample(at: index)
            #expect(first.recipe == again.recipe)
            #expect(first.image == again.image)
        }
        let other = MisreadSceneGenerator(seed: 43)
        let recipes = try (0..<6).map { try generator.recipe(at: $0) }
        #expect(try (0..<6).map { try other.recipe(at: $0) } != recipes)
        // Made out of order, image 5 is still image 5.
        #expect(try generator.recipe(at: 5) == recipes[5])
    }

    @Test("Every kind appears in equal shares, with valid numbers and the right add-on length")
    func kinds() throws {
        let recipes = try (0..<60).map { try generator.recipe(at: $0) }
        for kind in MisreadCase.allCases {
            let ofKind = recipes.filter { $0.kind == kind }
            #expect(ofKind.count == 10)
            for recipe in ofKind {
                #expect(try GTIN13.normalize(recipe.digits, as: gtinKind(kind)) == recipe.expectedGTIN13)
                #expect((recipe.addOn?.count ?? 0) == kind.addOnLength)
            }
        }
        #expect(recipes.filter { $0.kind == .upcE }.allSatisfy { $0.digits.hasPrefix("0") })
        #expect(recipes.contains { $0.kind == .ean13 && $0.digits.hasPrefix("978") })
    }

    @Test("Each degradation is drawn; without degrading, none is")
    func degradations() throws {
        let drawn = Set(try (0..<120).flatMap { try generator.recipe(at: $0).degradations })
        #expect(drawn == Set(MisreadDegradation.allCases))
        let clean = MisreadSceneGenerator(seed: 42, degrades: false)
        #expect(try (0..<12).allSatisfy { try clean.recipe(at: $0).degradations.isEmpty })
    }

    @Test("Clean images of every kind, at 2 pixels per module or more, are read correctly with their add-ons")
    func cleanImagesRead() throws {
        let generator = MisreadSceneGenerator(seed: 7, degrades: false)
        let benchmark = MisreadBenchmark(scanner: BarcodeScanner(), generator: generator)
        // Below 2 pixels per module reading is the scanner's problem, not the drawing's.
        let comfortable = try (0..<60).filter { try generator.recipe(at: $0).moduleWidth >= 2 }
        var checked: [MisreadCase: Int] = [:]
        for index in comfortable {
            let recipe = try generator.recipe(at: index)
            guard checked[recipe.kind, default: 0] < 2 else { continue }
            checked[recipe.kind, default: 0] += 1
            let result = try benchmark.judge(index: index)
            let label = "image \(index) \(result.kind) read \(result.verdict.read)"
            #expect(result.verdict.main == .correct, "\(label)")
            #expect(result.verdict.addOn == (result.expectedAddOn == nil ? .notExpected : .correct), "\(label)")
            #expect(!result.verdict.unstable, "\(label)")
        }
        #expect(checked.count == MisreadCase.allCases.count)
    }

    private func gtinKind(_ kind: MisreadCase) -> GTINKind {
        switch kind.symbology {
        case .ean13: return .ean13
        case .upcA: return .upcA
        case .upcE: return .upcE
        case .ean8: return .ean8
        }
    }
}
