/// Where a module pattern's darkness changes: a pattern is a sum of steps at those module
/// boundaries, which is all a blurred rendering of it needs. Worked out once per pattern and
/// placed on any number of grids.
struct ModuleEdges: Sendable {
    /// Module boundaries where the darkness changes (0 is the start guard's left edge).
    let boundaries: [Int]
    /// Whether each change is a bar's left edge (paper to ink).
    let isLeft: [Bool]
    /// Each change's step, the darkness before minus after.
    let heights: [Float]
    /// `farRight[i]`: the steps of changes `i` and after, which all count in full on pixels far
    /// left of them.
    let farRight: [Float]

    /// The changes of `modules` (1 bar, 0 space, module 0 first); beyond the symbol is paper.
    init(modules: [Float]) {
        var boundaries: [Int] = [], isLeft: [Bool] = [], heights: [Float] = []
        var previous: Float = 0
        for boundary in 0...modules.count {
            let current = boundary < modules.count ? modules[boundary] : 0
            if current != previous {
                boundaries.append(boundary)
                isLeft.append(current > previous)
                heights.append(previous - current)
            }
            previous = current
        }
        var farRight = [Float](repeating: 0, count: heights.count + 1)
        for index in stride(from: heights.count - 1, through: 0, by: -1) {
            farRight[index] = farRight[index + 1] + heights[index]
        }
        self.boundaries = boundaries
        self.isLeft = isLeft
        self.heights = heights
        self.farRight = farRight
    }
}
