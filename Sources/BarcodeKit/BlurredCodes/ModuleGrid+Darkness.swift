extension ModuleGrid {
    /// Where the changes of `edges` lie on the profile, spread included.
    func edgePositions(of edges: ModuleEdges) -> [Float] {
        zip(edges.boundaries, edges.isLeft).map { barEdge($0, isLeft: $1) }
    }

    /// Calls `body` with each pixel of `pixels`, in order, and how dark the blurred pattern with
    /// `edges`, placed at `positions` (`edgePositions(of:)`), makes it.
    ///
    /// Each pixel costs one blurred step per edge within 4 σ; edges further right count in full
    /// (the blur's tail beyond 4 σ is under 0.01%).
    @inline(__always)
    func forEachDarkness(of edges: ModuleEdges, at positions: [Float], over pixels: Range<Int>,
                         _ body: (Int, Float) -> Void) {
        let blur = EdgeBlur(sigma: sigma)
        let reach = 4 * sigma
        positions.withUnsafeBufferPointer { positions in
            edges.heights.withUnsafeBufferPointer { heights in
                edges.farRight.withUnsafeBufferPointer { farRight in
                    var first = 0, end = 0
                    for x in pixels {
                        let centre = Float(x)
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
}
