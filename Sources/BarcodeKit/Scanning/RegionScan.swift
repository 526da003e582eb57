import RasterKit

/// Scans the places `CodeRegionFinder` points at, each straightened so its bars stand upright
/// and enlarged so its modules get enough pixels, at the resolution of the image as given.
///
/// zbar reads a code only within about 30° of a row or column, and thin bars only when each
/// module covers a couple of pixels; a straightened, enlarged crop meets both for any tilt. As
/// the crop is level, zbar's locations in it say where along the code each symbol lies, so an
/// add-on is paired in the code's own geometry however the code is turned in the image. Where
/// they do not, for a code read on a row or two or foreshortened, the region itself places an
/// EAN-5 (`RegionAddOnPlacement`).
struct RegionScan: Sendable {
    /// Pixels per module the crop is enlarged to, at most `maximumScale` times.
    var modulePixels = 3.0
    var maximumScale = 3.0
    /// Spacing of zbar's scan lines across the bars, in pixels of the image as given. The crop
    /// is sampled only on those lines and scanned at density 1: the same lines as a denser crop
    /// scanned sparsely, without making the rows zbar skips.
    var lineSpacing = 2.0
    var finder = CodeRegionFinder()

    /// What is read in the region of `image` that holds the centre of `box`, where a code was
    /// seen. Only the code's neighbourhood is searched (see `CodeNeighbourhood`): much cheaper
    /// than the whole image when only a known code's add-on is missing.
    func read(_ image: GrayImage, around box: BoundingBox, options: ScanOptions) -> RegionReading {
        guard let around = CodeNeighbourhood(of: box, in: image, finder: finder),
              let scanner = ZBarImageScanner(configuration(for: options)) else { return RegionReading() }
        return read(image, region: around.regionInImage, with: scanner, options: options)
    }

    /// The codes read in `regions` of `image` (`CodeRegionFinder`), boxes in `image`'s
    /// coordinates, each region scanned at full resolution. A code that may carry an add-on and
    /// was paired with none takes the one its region places (`RegionAddOnPlacement`).
    func read(_ image: GrayImage, regions: [CodeRegion], options: ScanOptions) -> [Barcode] {
        let configuration = configuration(for: options)
        var found: [Barcode] = []
        for region in regions {
            guard let scanner = ZBarImageScanner(configuration) else { return found }
            let reading = read(image, region: region, with: scanner, options: options)
            for code in reading.codes where !found.contains(where: { $0.gtin13 == code.gtin13 }) {
                found.append(reading.completing(code))
            }
        }
        return found
    }

    /// What `scanner` reads in the straightened crop of `region`, boxes in `image`'s coordinates.
    private func read(_ image: GrayImage, region: CodeRegion, with scanner: ZBarImageScanner,
                      options: ScanOptions) -> RegionReading {
        let area = region.scanArea
        let scale = region.scale(modulePixels: modulePixels, maximum: maximumScale)
        let crop = image.straightened(area, alongScale: scale, acrossScale: 1 / lineSpacing)
        let symbols = scanner.scan(crop)
        var reading = RegionReading()
        reading.codes = SymbolAssembly.barcodes(from: symbols, imageBounds: crop.bounds, options: options).map { code in
            var placed = code
            placed.bounds = Self.mapBack(code.bounds, area: area, alongScale: scale, acrossScale: 1 / lineSpacing)
            return placed
        }
        guard options.addOns else { return reading }
        reading.placedAddOn = RegionAddOnPlacement(area: area, alongScale: scale).addOn(among: symbols)
        return reading
    }

    /// zbar set up for straightened crops: rows only, every row, as `options` ask otherwise.
    private func configuration(for options: ScanOptions) -> ZBarImageScanner.Configuration {
        var configuration = ZBarImageScanner.Configuration()
        configuration.symbols = ScanPass.zbarSymbols(for: options.symbologies)
        configuration.addOns = options.addOns
        configuration.invertedCodes = options.invertedCodes
        configuration.density = 1
        configuration.scansColumns = false
        return configuration
    }

    /// A box in the straightened crop of `area`, as the box around it in the image.
    static func mapBack(_ box: BoundingBox, area: OrientedRect, alongScale: Double, acrossScale: Double) -> BoundingBox {
        let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)].map { corner in
            let point = area.point(along: Double(corner.0) / alongScale, across: Double(corner.1) / acrossScale)
            return (x: Int(point.x.rounded()), y: Int(point.y.rounded()))
        }
        return BoundingBox(enclosing: corners) ?? box
    }
}
