extension ModuleGrid {
    /// For each pixel in `pixels`, how dark blurred `modules` make it (module 0 first; modules
    /// outside the symbol are paper).
    func darkness(of modules: [Float], over pixels: Range<Int>) -> [Float] {
        var result: [Float] = []
        appendDarkness(of: ModuleEdges(modules: modules), over: pixels, to: &result)
        return result
    }

    /// Appends, for each pixel in `pixels`, how dark the blurred pattern with `edges` makes it.
    ///
    /// Each pixel costs one blurred step per edge within 4 σ; edges further right count in full
    /// (the blur's tail beyond 4 σ is under 0.01%).
    func appendDarkness(of edges: ModuleEdges, over pixels: Range<Int>, to result: inout [Float]) {
        let blur = EdgeBlur(sigma: sigma)
        let positions = zip(edges.boundaries, edges.isLeft).map { barEdge($0, isLeft: $1) }
        let reach = 4 * sigma
        var first = 0, end = 0
        result.reserveCapacity(result.count + pixels.count)
        for x in pixels {
            let centre = Float(x)
            while first < positions.count, positions[first] <= centre - reach { first += 1 }
            end = max(end, first)
            while end < positions.count, positions[end] < centre + reach { end += 1 }
            var sum = edges.farRight[end]
            for index in first..<end { sum += edges.heights[index] * blur.below(edge: positions[index], x: centre) }
            result.append(sum)
        }
    }
}
