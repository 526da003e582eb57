import ArgumentParser
import ShelfScan

/// The library's card format, as `card` and `kiosk` take it: symbologies, prefixes, Codabar's guards.
struct CardFormatOptions: ParsableArguments {
    @Option(name: .customLong("prefix"),
            help: ArgumentHelp("A prefix the library prints before card numbers; repeat for several.", valueName: "text"))
    var prefix: [String] = []

    @Option(name: .customLong("symbology"),
            help: ArgumentHelp("Only this card symbology: codabar, code39, code128 or i25; repeat for several.",
                               valueName: "name"))
    var symbology: [CardSymbology] = []

    @Flag(help: "Keep Codabar's start and stop characters in the number.")
    var keepCodabarGuards = false

    /// The format these options give.
    var format: CardFormat {
        CardFormat(symbologies: symbology.isEmpty ? Set(CardSymbology.allCases) : Set(symbology),
                   stripsCodabarGuards: !keepCodabarGuards, prefixes: prefix)
    }
}
