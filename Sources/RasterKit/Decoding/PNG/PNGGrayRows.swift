/// Turns unfiltered PNG rows of one colour type and bit depth (8 or fewer) into gray rows, with
/// transparency composited on white as everywhere else in RasterKit.
struct PNGGrayRows {
    private enum Layout {
        /// Gray or palette samples of `bits` bits, each looked up in `levels`.
        case indexed(levels: [UInt8], bits: Int)
        case rgb(transparentKey: (UInt8, UInt8, UInt8)?)
        case grayAlpha
        case rgba
    }

    private let layout: Layout
    private let width: Int

    /// nil when the palette or transparency chunk does not fit the colour type.
    init?(_ png: PNGLayout, in bytes: UnsafeRawBufferPointer) {
        let header = png.header
        let transparency = png.transparency.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }
        width = header.width
        switch header.colourType {
        case .gray:
            guard let levels = PNGGrayRows.grayLevels(bits: header.bitDepth, transparency) else { return nil }
            layout = .indexed(levels: levels, bits: header.bitDepth)
        case .palette:
            guard let range = png.palette,
                  let levels = PNGGrayRows.paletteLevels(UnsafeRawBufferPointer(rebasing: bytes[range]),
                                                         bits: header.bitDepth, transparency)
            else { return nil }
            layout = .indexed(levels: levels, bits: header.bitDepth)
        case .rgb:
            guard transparency.map({ $0.count == 6 }) ?? true else { return nil }
            layout = .rgb(transparentKey: transparency.flatMap(PNGGrayRows.rgbKey))
        case .grayAlpha:
            layout = .grayAlpha
        case .rgba:
            layout = .rgba
        }
    }

    /// Writes `width` gray pixels for one unfiltered row.
    func convert(_ row: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>) {
        switch layout {
        case let .indexed(levels, bits):
            levels.withUnsafeBufferPointer { lookUp(row, bits: bits, in: $0, into: gray) }
        case .rgb(transparentKey: nil):
            PixelConversion.grayFromRGB(row, into: gray, count: width)
        case let .rgb(transparentKey?):
            for x in 0..<width {
                let pixel = (row[3 * x], row[3 * x + 1], row[3 * x + 2])
                gray[x] = pixel == transparentKey ? 255 : PixelConversion.luma(pixel.0, pixel.1, pixel.2)
            }
        case .grayAlpha:
            PixelConversion.grayFromGrayAlphaOnWhite(row, into: gray, count: width)
        case .rgba:
            PixelConversion.grayFromRGBAOnWhite(row, into: gray, count: width)
        }
    }

    private func lookUp(_ row: UnsafePointer<UInt8>, bits: Int, in levels: UnsafeBufferPointer<UInt8>,
                        into gray: UnsafeMutablePointer<UInt8>) {
        guard bits < 8 else {
            for x in 0..<width { gray[x] = levels[Int(row[x])] }
            return
        }
        let perByte = 8 / bits
        let mask = UInt8(1 << bits - 1)
        for x in 0..<width {
            let shift = 8 - bits * (x % perByte + 1)
            gray[x] = levels[Int(row[x / perByte] >> shift & mask)]
        }
    }

    /// Gray levels for every possible sample, scaled to 8 bits; the tRNS value becomes white.
    private static func grayLevels(bits: Int, _ transparency: UnsafeRawBufferPointer?) -> [UInt8]? {
        let maximum = 1 << bits - 1
        var levels = (0..<256).map { UInt8(truncatingIfNeeded: ($0 & maximum) * 255 / maximum) }
        if let transparency {
            guard transparency.count == 2 else { return nil }
            let key = Int(transparency[0]) << 8 | Int(transparency[1])
            if key <= maximum { levels[key] = 255 }
        }
        return levels
    }

    /// Gray levels for every palette index, each entry composited on white by its tRNS alpha.
    /// Indices past the palette's end read as black, as libpng reads them.
    private static func paletteLevels(_ palette: UnsafeRawBufferPointer, bits: Int,
                                      _ transparency: UnsafeRawBufferPointer?) -> [UInt8]? {
        let entries = palette.count / 3
        guard palette.count % 3 == 0, entries >= 1, entries <= 1 << bits,
              (transparency?.count ?? 0) <= entries else { return nil }
        var levels = [UInt8](repeating: 0, count: 256)
        for index in 0..<entries {
            let value = PixelConversion.luma(palette[3 * index], palette[3 * index + 1], palette[3 * index + 2])
            let alpha = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
            levels[index] = PixelConversion.onWhite(value, alpha: alpha)
        }
        return levels
    }

    /// The 8-bit RGB value that a 6-byte tRNS chunk declares transparent; nil when its 16-bit
    /// samples name a value no 8-bit pixel can have.
    private static func rgbKey(_ transparency: UnsafeRawBufferPointer) -> (UInt8, UInt8, UInt8)? {
        guard transparency[0] == 0, transparency[2] == 0, transparency[4] == 0 else { return nil }
        return (transparency[1], transparency[3], transparency[5])
    }
}
