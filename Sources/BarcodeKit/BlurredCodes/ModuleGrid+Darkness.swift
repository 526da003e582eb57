extension ModuleGrid {
    /// For each pixel in `pixels`, how dark blurred `modules` make it (module 0 first; modules
    /// outside the symbol are paper).
    ///
    /// A pattern is a sum of steps at the module edges where its darkness changes, so each pixel
    /// costs one blurred step per edge within 4 σ; edges further right count in full (the blur's
    /// tail beyond 4 σ is under 0.01%).
    func darkness(of modules: [Float], over pixels: Range<Int>) -> [Float] {
        let blur = EdgeBlur(sigma: sigma)
        var edges: [Float] = [], heights: [Float] = []
        var previous: Float = 0
        for edge in 0...Self.symbolModules {
            let current = edge < Self.symbolModules ? modules[edge] : 0
            if current != previous {
                edges.append(barEdge(edge, isLeft: current > previous))
                heights.append(previous - current)
            }
            previous = current
        }
        // farRight[i]: the heights of edges i and after, which all count in full.
        var farRight = [Float](repeating: 0, count: edges.count + 1)
        for index in stride(from: edges.count - 1, through: 0, by: -1) {
            farRight[index] = farRight[index + 1] + heights[index]
        }
        let reach = 4 * sigma
        var first = 0, end = 0
        return pixels.map { x in
            let centre = Float(x)
            while first < edges.count, edges[first] <= centre - reach { first += 1 }
            end = max(end, first)
            while end < edges.count, edges[end] < centre + reach { end += 1 }
            var sum = farRight[end]
            for index in first..<end { sum += heights[index] * blur.below(edge: edges[index], x: centre) }
            return sum
        }
    }
}
