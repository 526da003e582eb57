/// The trellis decoder's answer for one profile under one module grid.
struct TrellisReading: Sendable {
    /// The chosen pattern index of each segment.
    let patterns: [Int]
    /// Weighted squared error of the whole fit (in squared gray levels).
    let cost: Float
    /// Per segment, how much the cost rises if that segment must show another pattern
    /// (infinite for guards, which have one).
    let margins: [Float]

    /// The 13 digits read with the EAN-13 layout, or `nil` when the left half's L/G sequence is
    /// no EAN-13 parity pattern.
    func digits(of segments: [SymbolSegment]) -> [Int]? {
        let left = (1...6).map { segments[$0].meanings[patterns[$0]] }
        let parity = left.map { $0.isG ? EANEncoding.DigitSet.g : .l }
        guard let first = EANEncoding.ean13Parity.firstIndex(of: parity) else { return nil }
        let right = (8...13).map { segments[$0].meanings[patterns[$0]].digit }
        return [first] + left.map(\.digit) + right
    }

    /// The 5 digits read with the EAN-5 layout, or `nil` when their L/G sequence is not the one
    /// their checksum calls for.
    func addOnDigits(of segments: [SymbolSegment]) -> [Int]? {
        let read = digitMeanings(of: segments)
        let digits = read.map(\.digit)
        guard read.map({ $0.isG ? EANEncoding.DigitSet.g : .l }) == EANEncoding.addOnParity(digits) else { return nil }
        return digits
    }

    /// The digit and set of every digit segment, left to right.
    func digitMeanings(of segments: [SymbolSegment]) -> [(digit: Int, isG: Bool)] {
        segments.indices.filter { !segments[$0].isFixed }.map { segments[$0].meanings[patterns[$0]] }
    }

    /// The smallest digit margin.
    var weakestMargin: Float { margins.min() ?? 0 }

    /// Each module's darkness (1 bar, 0 space) for the chosen patterns, module 0 first.
    func modules(of segments: [SymbolSegment]) -> [Float] {
        zip(segments, patterns).flatMap { segment, pattern in segment.patterns[pattern] }
    }
}
