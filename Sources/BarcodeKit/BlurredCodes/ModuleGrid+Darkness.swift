extension ModuleGrid {
    /// For each pixel in `pixels`, how dark blurred `modules` make it (module 0 first; modules
    /// outside the symbol are paper).
    func darkness(of modules: [Float], over pixels: Range<Int>) -> [Float] {
        let blur = EdgeBlur(sigma: sigma)
        var coverage = [Float](repeating: 0, count: 2 * Self.quietModules + Self.symbolModules + 1)
        return pixels.map { x in
            let reach = modulesInReach(ofPixel: x).clamped(to: 0..<Self.symbolModules)
            guard !reach.isEmpty else { return 0 }
            self.coverage(ofPixel: x, modules: reach, blur: blur, into: &coverage)
            var sum: Float = 0
            for (slot, module) in reach.enumerated() { sum += modules[module] * coverage[slot] }
            return sum
        }
    }
}
