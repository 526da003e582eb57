/// A direction across which part of an image shows parallel stripes, and where: the offsets
/// (distance from the origin perpendicular to the direction) of the stretches that show them.
struct StripeDirection: Sendable {
    /// Radians, 0 = across vertical bars, scanning left to right.
    let angle: Double
    /// Offsets of the lines worth sampling, as sorted, disjoint stretches.
    let stretches: [ClosedRange<Double>]

    /// Stripes at `angle` around blocks centred at `offsets`, each reaching `reach` either side.
    init(angle: Double, blockOffsets offsets: [Double], reach: Double) {
        self.angle = angle
        var stretches: [ClosedRange<Double>] = []
        for offset in offsets.sorted() {
            if let last = stretches.last, offset - reach <= last.upperBound {
                stretches[stretches.count - 1] = last.lowerBound...(offset + reach)
            } else {
                stretches.append((offset - reach)...(offset + reach))
            }
        }
        self.stretches = stretches
    }

    /// Whether a line at `offset` passes through the stripes.
    func covers(_ offset: Double) -> Bool {
        stretches.contains { $0.contains(offset) }
    }
}
