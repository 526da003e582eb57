/// A symbol as the blurred-code decoders see it: its segments in order, and what every symbol of
/// the kind shares, which places a module grid before any digit is known.
///
/// ```swift
/// SymbolLayout.ean13.modules       // 95
/// SymbolLayout.ean5AddOn.segments  // guard, then digits with separators between them
/// ```
struct SymbolLayout: Sendable {
    /// The segments, left to right, each starting where the one before ends.
    let segments: [SymbolSegment]
    /// Modules in the symbol, quiet zones left out.
    let modules: Int
    /// Each module's darkness where every pattern agrees (guards, separators, and the first and
    /// last module of each digit), 0.5 where it depends on the digit.
    let expectedModules: [Float]
    /// Module stretches made only of agreed modules: each fixed segment with half a module either
    /// side, the outer ones with their quiet zones.
    let fixedWindows: [(lower: Float, upper: Float)]
    /// Module stretches across each boundary between two digits: the last module of one and the
    /// first of the next, which every pattern agrees on, so they tell where the digits lie before
    /// any digit is known.
    let digitBoundaryWindows: [(lower: Float, upper: Float)]
    /// How many patterns each segment may show.
    let optionCounts: [Int]

    init(_ segments: [SymbolSegment]) {
        self.segments = segments
        optionCounts = segments.map { $0.patterns.count }
        let last = segments[segments.count - 1]
        modules = last.firstModule + last.width
        expectedModules = segments.flatMap { segment in
            (0..<segment.width).map { module in
                let values = Set(segment.patterns.map { $0[module] })
                return values.count == 1 ? values.first ?? 0.5 : 0.5
            }
        }
        let quiet = Float(ModuleGrid.quietModules)
        var windows: [(lower: Float, upper: Float)] = []
        for (index, segment) in segments.enumerated() where segment.isFixed {
            let lower = index == 0 ? -quiet : Float(segment.firstModule) - 0.5
            let upper = index == segments.count - 1 ? Float(modules) + quiet : Float(segment.firstModule + segment.width) + 0.5
            windows.append((lower, upper))
        }
        if !last.isFixed { windows.append((Float(modules) - 0.5, Float(modules) + quiet)) }
        fixedWindows = windows
        digitBoundaryWindows = zip(segments, segments.dropFirst())
            .filter { !$0.isFixed && !$1.isFixed }
            .map { (Float($1.firstModule - 1), Float($1.firstModule + 1)) }
    }

    /// EAN-13 and UPC-A: start guard, six left digits (sets L and G), centre guard, six right
    /// digits (set R), end guard.
    static let ean13 = SymbolLayout(
        [.fixed(EANEncoding.startGuard, at: 0)]
            + (0..<6).map { .digit(at: 3 + 7 * $0, sets: [.l, .g]) }
            + [.fixed(EANEncoding.centreGuard, at: 45)]
            + (0..<6).map { .digit(at: 50 + 7 * $0, sets: [.r]) }
            + [.fixed(EANEncoding.endGuard, at: 92)])

    /// EAN-8: start guard, four left digits (set L), centre guard, four right digits (set R), end guard.
    static let ean8 = SymbolLayout(
        [.fixed(EANEncoding.startGuard, at: 0)]
            + (0..<4).map { .digit(at: 3 + 7 * $0, sets: [.l]) }
            + [.fixed(EANEncoding.centreGuard, at: 31)]
            + (0..<4).map { .digit(at: 36 + 7 * $0, sets: [.r]) }
            + [.fixed(EANEncoding.endGuard, at: 64)])

    /// UPC-E: start guard, six digits (sets L and G), the 6-module end guard.
    static let upcE = SymbolLayout(
        [.fixed(EANEncoding.startGuard, at: 0)]
            + (0..<6).map { .digit(at: 3 + 7 * $0, sets: [.l, .g]) }
            + [.fixed(EANEncoding.upcEEndGuard, at: 45)])

    /// The EAN-5 add-on: guard 1011, then five digits (sets L and G) with 01 between them.
    static let ean5AddOn = addOn(digits: 5)

    /// The EAN-2 add-on: guard 1011, a digit, 01, a digit (sets L and G).
    static let ean2AddOn = addOn(digits: 2)

    /// An add-on of `digits` digits: guard 1011, then the digits with 01 between them.
    private static func addOn(digits: Int) -> SymbolLayout {
        var segments: [SymbolSegment] = [.fixed(EANEncoding.addOnGuard, at: 0)]
        for index in 0..<digits {
            if index > 0 { segments.append(.fixed(EANEncoding.addOnSeparator, at: 11 + 9 * (index - 1))) }
            segments.append(.digit(at: 4 + 9 * index, sets: [.l, .g]))
        }
        return SymbolLayout(segments)
    }
}
