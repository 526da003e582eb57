@testable import BarcodeKit
import Foundation
import RasterKit
import Testing

/// Blurred EAN-13 and UPC-A codes made for the tests: scan profiles modelled as a camera sees
/// them, and images of vertical bars built from one.
enum BlurredCode {
    /// Modules of an EAN-13, start guard first.
    static func modules(_ digits: String) throws -> [Bool] {
        try EANSymbol(symbology: .ean13, digits: digits).modules
    }

    /// Modules of a UPC-E or EAN-8 (8 digits).
    static func modules(_ digits: String, symbology: Symbology) throws -> [Bool] {
        try EANSymbol(symbology: symbology, digits: digits).modules
    }

    /// Modules of an EAN-13 and, `gap` modules of paper after it, its `addOn`.
    static func modules(_ digits: String, addOn: String, gap: Int) throws -> [Bool] {
        let symbol = try EANSymbol(symbology: .ean13, digits: digits, addOn: addOn)
        return symbol.modules + [Bool](repeating: false, count: gap) + symbol.addOnModules
    }

    /// A scan across `modules` printed `moduleWidth` pixels wide with 15 quiet modules each side,
    /// blurred by a Gaussian of `blur` modules, bars widened by `spread` modules on each side, and
    /// a little seeded noise. As in a camera, the light is blurred and then gamma-encoded.
    /// Light falls from full on the right to `dimmedTo` of it on the left. A label seen at a
    /// slant has its modules narrow towards the right: the first module is `moduleWidth` wide and
    /// the last `narrowing` times that. A label wrapped round a bottle turns away from the camera
    /// by `wrap` radians at each end of its modules, narrowing them as the cosine of the turn.
    static func profile(_ modules: [Bool], moduleWidth: Double, blur: Double, spread: Double = 0,
                       dimmedTo: Double = 1, narrowing: Double = 1, wrap: Double = 0, seed: UInt64 = 7) -> [Float] {
        let quiet = 15.0, sigma = blur * moduleWidth
        // Evenly spaced modules seen in perspective: position w·m / (1 + k·m), whose slope at the
        // last module is `narrowing` times that at the first.
        let k = (1 / narrowing.squareRoot() - 1) / Double(modules.count)
        // The cylinder's axis faces the camera at the modules' middle; its radius in modules.
        let half = Double(modules.count) / 2, radius = wrap > 0 ? half / wrap : 0
        func position(_ module: Double) -> Double {
            var m = module - quiet
            if radius > 0 { m = half + radius * sin((m - half) / radius) }
            return (quiet + m / (1 + k * m)) * moduleWidth
        }
        var bars: [(left: Double, right: Double)] = []
        var index = 0
        while index < modules.count {
            guard modules[index] else { index += 1; continue }
            let first = index
            while index < modules.count, modules[index] { index += 1 }
            bars.append((position(quiet + Double(first) - spread), position(quiet + Double(index) + spread)))
        }
        let count = Int(position(2 * quiet + Double(modules.count)))
        let gamma = Double(LinearLight.gamma)
        let (paper, ink) = (pow(210.0 / 255, gamma), pow(60.0 / 255, gamma))
        var state = seed
        return (0..<count).map { pixel in
            let x = Double(pixel)
            let darkness = bars.reduce(0.0) { sum, bar in
                sum + 0.5 * (erfc((x - bar.right) / (sigma * 2.0.squareRoot())) - erfc((x - bar.left) / (sigma * 2.0.squareRoot())))
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let noise = Double(state >> 61) - 3.5
            let lit = dimmedTo + (1 - dimmedTo) * x / Double(count)
            let light = (paper - (paper - ink) * darkness) * lit
            return Float(255 * pow(light, 1 / gamma) + noise)
        }
    }

    /// An image whose every row is the blurred profile: vertical bars.
    static func image(_ profile: [Float], height: Int = 60) throws -> GrayImage {
        let row = profile.map { UInt8(max(0, min(255, $0.rounded()))) }
        return try #require(GrayImage(width: row.count, height: height, pixels: Array((0..<height).map { _ in row }.joined())))
    }
}
