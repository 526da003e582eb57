/// Reads the EAN-5 (or EAN-2) add-on printed beside a code already read on a blurred profile.
///
/// The add-on shares the code's blur and nearly its module width, and its guard starts 7 to 12
/// modules past the code's end guard (a little less on some labels), so only that gap and the
/// width are searched: each grid is scored on what every add-on shares (`GuardFit`), and the best
/// few get a full trellis decode of the add-on's layout, with the grid refined to the pattern as
/// for the code. A reading must have the parity pattern its checksum calls for, and its quiet
/// zone must lie on the profile; how far to trust it is the caller's decision, as for the code.
///
/// EAN-2 add-ons are read by zbar only; this decoder, given the EAN-2 layout, checks them
/// (`AddOnCheck`). An EAN-5's first 20 modules are a valid EAN-2 with clear margins, and its
/// parity is all that checks an EAN-2 (a wrong one passes once in 4). On the misread benchmark
/// (3,000 photos), decoding EAN-2s as well gave 26 more right add-ons per 1,000 photos but 5 more
/// wrong ones, some the start of an EAN-5. A test of the paper after them, and a comparison with
/// the best EAN-5 continuation, each still let such readings through; the latter also lost 25 of
/// 500 right EAN-2s whose label ends a few modules after the add-on.
///
/// ```swift
/// let prices = AddOnProfileDecoder()                      // EAN-5
/// let issues = AddOnProfileDecoder(layout: .ean2AddOn)    // EAN-2
/// ```
struct AddOnProfileDecoder: Sendable {
    /// Gaps tried between the end guard and the add-on's guard, in modules: GS1's 7 to 12, and
    /// 6, as a book's label in the corpus prints its add-on 6.25 modules after the code. With 6
    /// and 6.5 tried the misread benchmark (gaps 7–12) read the same add-ons, none wrong, and so
    /// it did with 5 and 5.5 too; nothing printed nearer has been seen.
    var gaps: [Float] = (12...24).map { Float($0) / 2 }
    /// Module widths tried at each gap, as changes to the code's. Under perspective the add-on's
    /// modules are a little wider or narrower than the code's, and over its 47 modules 2% is a
    /// module: trying ±1% and ±2% read 7 more add-ons of the 150 book covers (107 to 114) and
    /// 15 more per 1,000 benchmark photos, none wrong; ±3%, or a third grid decoded, nothing more.
    var widthChanges: [Float] = [-0.02, -0.01, 0, 0.01, 0.02]
    /// Grids given a full decode.
    var gridsDecoded = 2

    private let trellis: TrellisDecoder
    private let guards: GuardFit

    /// A decoder of add-ons laid out as `layout`: `.ean5AddOn` or `.ean2AddOn`.
    init(layout: SymbolLayout = .ean5AddOn) {
        trellis = TrellisDecoder(layout: layout)
        guards = GuardFit(layout: layout)
    }

    /// Readings of an add-on on `light` (a profile as light, read in the code's direction) beside a
    /// code on `code`.
    func read(_ light: [Float], beside code: ModuleGrid) -> [ProfileReading] {
        bestGrids(light, beside: code).compactMap { decode(light, grid: $0) }
    }

    /// Of the grids at each gap and width, the `gridsDecoded` that fit the add-on's guards best.
    private func bestGrids(_ light: [Float], beside code: ModuleGrid) -> [ModuleGrid] {
        let scored = gaps.flatMap { gap in
            widthChanges.compactMap { change -> (Float, ModuleGrid)? in
                var grid = code.shifted(byModules: Float(SymbolLayout.ean13.modules) + gap)
                grid.moduleWidth *= 1 + change
                return guards.score(light, grid: grid).map { ($0, grid) }
            }
        }
        return scored.sorted { $0.0 < $1.0 }.prefix(gridsDecoded).map(\.1)
    }

    /// The reading `grid` settles on, when its parity pattern is right and its quiet zone on the
    /// profile: an add-on the photo cuts short cannot be told from a longer pattern.
    private func decode(_ light: [Float], grid: ModuleGrid) -> ProfileReading? {
        let modules = trellis.layout.modules
        let span = grid.pixels(inModules: -2, Float(modules + 2), count: light.count)
        guard let rough = ToneLevels.rough(light[span]),
              let (reading, fit) = trellis.settledFit(light, grid: grid, levels: rough,
                                                      worthRefining: { $0.addOnDigits(of: trellis.segments) != nil }),
              let digits = reading.addOnDigits(of: trellis.segments),
              fit.grid.position(ofModule: Float(modules + ModuleGrid.quietModules)) < Float(light.count)
        else { return nil }
        let margin = reading.weakestMargin / (fit.levels.contrast * fit.levels.contrast)
        return ProfileReading(digits: digits, misfit: fit.misfit, margin: margin, grid: fit.grid, isReversed: false)
    }
}
