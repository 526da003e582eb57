import ArgumentParser
import ShelfScan

/// Options shared by every command that scans photos.
struct ScanOptionGroup: ParsableArguments {
    @Option(name: .customLong("symbology"), parsing: .upToNextOption,
            help: "Families to report: ean13, upca, upce, ean8 (default: all).")
    var symbologies: [String] = []

    @Flag(name: .customLong("no-addons"), help: "Do not read EAN-2/EAN-5 add-ons.")
    var noAddOns = false

    @Flag(help: "Also look for white-on-black codes.")
    var inverted = false

    @Option(help: "fast (camera frames: two cheap passes on a reduced image) or thorough (still photos: the whole cascade).")
    var mode: String = ScanMode.thorough.rawValue

    @Option(name: .customLong("max-megapixels"), help: "Refuse images larger than this (default 50).")
    var maxMegapixels: Double = 50

    func validate() throws {
        for name in symbologies where Symbology(name: name) == nil {
            throw ValidationError("unknown symbology '\(name)': use ean13, upca, upce or ean8")
        }
        guard ScanMode(rawValue: mode) != nil else {
            throw ValidationError("unknown mode '\(mode)': use fast or thorough")
        }
        guard maxMegapixels > 0 else {
            throw ValidationError("--max-megapixels must be positive, not \(maxMegapixels)")
        }
    }

    /// The photo scanner these options describe.
    var photoScanner: PhotoScanner {
        var options = ScanOptions()
        if !symbologies.isEmpty {
            options.symbologies = Set(symbologies.compactMap(Symbology.init(name:)))
        }
        options.addOns = !noAddOns
        options.invertedCodes = inverted
        options.mode = ScanMode(rawValue: mode) ?? .thorough
        let limits = DecodingLimits(maxPixels: Int(maxMegapixels * 1_000_000))
        return PhotoScanner(decoder: ImageDecoder(limits: limits), scanner: BarcodeScanner(options: options))
    }
}
