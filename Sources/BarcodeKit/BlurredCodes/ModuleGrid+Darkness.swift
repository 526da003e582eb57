extension ModuleGrid {
    /// Calls `body` with where the changes of `edges` lie on the profile, spread included, in a
    /// buffer that lives only as long as the call: guard fits place one pattern on hundreds of
    /// grids per line, and an array would be allocated and freed for each.
    func withEdgePositions<Result>(of edges: ModuleEdges,
                                   _ body: (UnsafeBufferPointer<Float>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: edges.boundaries.count) { positions in
            for index in positions.indices {
                positions[index] = barEdge(edges.boundaries[index], isLeft: edges.isLeft[index])
            }
            return body(UnsafeBufferPointer(positions))
        }
    }

    /// Calls `body` with each pixel of `pixels`, in order, and how dark the blurred pattern with
    /// `edges`, placed at `positions` (`withEdgePositions(of:_:)`), makes it; with a `step` of
    /// 0.5, `pixels` counts half pixels, and index `h` stands for profile position `h / 2`.
    ///
    /// Each pixel costs one blurred step per edge within 4 σ; edges further right count in full
    /// (the blur's tail beyond 4 σ is under 0.01%).
    @inline(__always)
    func forEachDarkness(of edges: ModuleEdges, at positions: UnsafeBufferPointer<Float>, over pixels: Range<Int>,
                         step: Float = 1, _ body: (Int, Float) -> Void) {
        let blur = EdgeBlur(sigma: sigma)
        let reach = 4 * sigma
        edges.heights.withUnsafeBufferPointer { heights in
            edges.farRight.withUnsafeBufferPointer { farRight in
                var first = 0, end = 0
                for x in pixels {
                    let centre = Float(x) * step
                    while first < positions.count, positions[first] <= centre - reach { first += 1 }
                    end = max(end, first)
                    while end < positions.count, positions[end] < centre + reach { end += 1 }
                    var sum = farRight[end]
                    for index in first..<end { sum += heights[index] * blur.below(edge: positions[index], x: centre) }
                    body(x, sum)
                }
            }
        }
    }
}
