import BarcodeKit
import Foundation
import RasterKit

/// How often a scanner reports a wrong number on hard photos of retail barcodes: makes the
/// images of a `MisreadSceneGenerator`, scans each as it is and turned 180°, and judges both
/// scans together (`MisreadVerdict`).
///
/// ```swift
/// var options = ScanOptions()
/// options.mode = .thorough
/// let benchmark = MisreadBenchmark(scanner: BarcodeScanner(options: options), seed: 20_240_601)
/// let report = try benchmark.run(count: 3000, jobs: 2)
/// print(report.total.misread, "misread of", report.total.images)
/// ```
public struct MisreadBenchmark: Sendable {
    /// The default seed, so runs without one compare with each other.
    public static let defaultSeed: UInt64 = 20_240_601

    /// The scanner measured.
    public var scanner: BarcodeScanner
    /// Where the images come from.
    public var generator: MisreadSceneGenerator

    /// A benchmark of `scanner` on the degraded images of the run with `seed`.
    public init(scanner: BarcodeScanner, seed: UInt64 = defaultSeed) {
        self.init(scanner: scanner, generator: MisreadSceneGenerator(seed: seed))
    }

    /// A benchmark of `scanner` on `generator`'s images.
    public init(scanner: BarcodeScanner, generator: MisreadSceneGenerator) {
        self.scanner = scanner
        self.generator = generator
    }

    /// Makes, scans and judges images `0..<count` on `jobs` threads; `progress` is called on the
    /// calling thread with the number of images done.
    ///
    /// - Throws: the first `MisreadSceneError`, in image order, if an image could not be made.
    public func run(count: Int, jobs: Int,
                    progress: (Int) -> Void = { _ in }) throws(MisreadSceneError) -> MisreadReport {
        let start = ContinuousClock.now
        let this = self
        var outcomes: [Result<MisreadImageResult, MisreadSceneError>] = []
        outcomes.reserveCapacity(count)
        OrderedWork.run(count: count, jobs: jobs, work: { index in
            Result { () throws(MisreadSceneError) -> MisreadImageResult in try this.judge(index: index) }
        }) { _, outcome in
            outcomes.append(outcome)
            progress(outcomes.count)
        }
        let results = try outcomes.map { outcome throws(MisreadSceneError) in try outcome.get() }
        return MisreadReport(seed: generator.seed, mode: scanner.options.mode.rawValue, results: results,
                             seconds: (ContinuousClock.now - start).seconds)
    }

    /// Makes image `index` and judges it.
    public func judge(index: Int) throws(MisreadSceneError) -> MisreadImageResult {
        judge(try generator.sample(at: index))
    }

    /// Scans `sample` as it is and turned 180° and judges the two scans.
    public func judge(_ sample: MisreadSample) -> MisreadImageResult {
        let recipe = sample.recipe
        let verdict = MisreadVerdict(expectedGTIN13: recipe.expectedGTIN13, expectedAddOn: recipe.addOn,
                                     upright: scanner.scan(sample.image),
                                     turned: scanner.scan(sample.image.rotated(by: 180)))
        return MisreadImageResult(index: recipe.index, kind: recipe.kind, expectedGTIN13: recipe.expectedGTIN13,
                                  expectedAddOn: recipe.addOn, degradations: recipe.degradations, verdict: verdict)
    }
}
