import BarcodeKit
import RasterKit

/// The same small EAN-13 label in every file format and pixel layout the decoders accept, for
/// `formats/`: whatever the path, the decoded gray image must read the same.
enum FormatCatalog {
    static let width = 300
    static let height = 120
    static let digits = Numbers.isbnA

    /// The label as it should look after decoding: black bars on white, upright.
    static func upright() throws -> GrayImage {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 80, quietZone: 11, verticalMargin: 0)
        let code = try renderer.render(.ean13, digits: digits)
        var canvas = Canvas(width: width, height: height, fill: 255)
        canvas.paste(code, x: (width - code.width) / 2, y: (height - code.height) / 2)
        return canvas.image
    }

    static func fixtures() throws -> [Fixture] {
        let image = try upright()
        let isBar = image.pixels.map { $0 < 128 }
        let count = width * height
        // Rows 0..<8 lie above the bars: there partly transparent pixels cannot hide the code.
        let isTopStrip = (0..<count).map { $0 < 8 * width }
        var fixtures: [Fixture] = []
        func add(_ name: String, _ bytes: [UInt8], size: (Int, Int) = (width, height)) {
            let expected = ExpectedResult(codes: [.init(.ean13, digits)], difficulty: .standard,
                                          width: size.0, height: size.1)
            fixtures.append(Fixture(name: name, bytes: bytes, expected: expected))
        }
        func interleave(_ pixel: (Int) -> [UInt8]) -> [UInt8] {
            (0..<count).flatMap(pixel)
        }
        let navy: [UInt8] = [20, 30, 80], cream: [UInt8] = [250, 240, 215]
        let rgb = interleave { isBar[$0] ? navy : cream }
        let png = PNGEncoder()

        // PNG, every colour type.
        add("png-gray8.png", try png.encode(image))
        add("png-gray-alpha.png", try png.encode(width: width, height: height, channels: .grayAlpha, samples: interleave {
            // Transparent black around the bars: decoding without compositing on white hides the code.
            isBar[$0] ? [0, 255] : isTopStrip[$0] ? [0, 128] : [0, 0]
        }))
        add("png-rgb.png", try png.encode(width: width, height: height, channels: .rgb, samples: rgb))
        add("png-rgba.png", try png.encode(width: width, height: height, channels: .rgba, samples: interleave {
            isBar[$0] ? [110, 0, 0, 255] : isTopStrip[$0] ? [0, 0, 255, 100] : [0, 0, 0, 0]
        }))
        add("png-gray16.png", try png.encode(width: width, height: height, channels: .gray,
                                             linearSamples: isBar.map { $0 ? 0 : 60_000 }))
        add("png-rgb16.png", try png.encode(width: width, height: height, channels: .rgb, linearSamples: (0..<count).flatMap {
            isBar[$0] ? [UInt16](arrayLiteral: 900, 1200, 3000) : [62_000, 58_000, 50_000]
        }))
        add("png-palette-1bit.png", try png.encode(width: width, height: height, indices: isBar.map { $0 ? 0 : 1 },
                                                   palette: [.init(gray: 0), .init(gray: 255)]))
        add("png-palette-4bit.png", try png.encode(
            width: width, height: height,
            indices: (0..<count).map { isBar[$0] ? 1 : isTopStrip[$0] ? UInt8(2 + ($0 % width) * 12 / width) : 15 },
            palette: (0..<16).map { .init(gray: UInt8($0 * 17)) }))
        // More than 16 colours, so the palette is stored with 8 bits per pixel.
        let creams: [PNGEncoder.PaletteEntry] = (0..<199).map { (shade: Int) in
            PNGEncoder.PaletteEntry(red: 255, green: UInt8(255 - shade / 8), blue: UInt8(200 + shade / 4))
        }
        let creamIndices: [UInt8] = (0..<count).map { (index: Int) -> UInt8 in
            isBar[index] ? 0 : UInt8(1 + (index % width) * 199 / width)
        }
        add("png-palette-8bit.png", try png.encode(width: width, height: height, indices: creamIndices,
                                                   palette: [.init(red: 15, green: 25, blue: 60)] + creams))
        add("png-palette-transparent.png", try png.encode(
            width: width, height: height,
            indices: (0..<count).map { isBar[$0] ? 1 : isTopStrip[$0] ? 2 : 0 },
            palette: [.init(gray: 0, alpha: 0), .init(gray: 0), .init(red: 128, green: 0, blue: 128, alpha: 128)]))

        // JPEG.
        add("jpeg-baseline-rgb.jpg", try JPEGEncoder(quality: 90).encode(width: width, height: height,
                                                                          colorSpace: .rgb, samples: rgb))
        add("jpeg-progressive-rgb.jpg", try JPEGEncoder(quality: 90, progressive: true)
            .encode(width: width, height: height, colorSpace: .rgb, samples: rgb))
        add("jpeg-gray.jpg", try JPEGEncoder(quality: 90).encode(image))
        // Photoshop's Adobe CMYK is stored inverted: 255 means no ink.
        add("jpeg-cmyk-adobe.jpg", try JPEGEncoder(quality: 90).encode(
            width: width, height: height, colorSpace: .cmyk,
            samples: interleave { isBar[$0] ? [255 - 60, 255 - 40, 255 - 20, 255 - 230] : [255 - 10, 255, 255 - 25, 255] }))
        for orientation in EXIFOrientation.allCases {
            let stored = image.applying(inverse(of: orientation))
            guard stored.applying(orientation) == image else {
                throw MakerError.orientationMismatch(orientation: orientation.rawValue)
            }
            let encoder = JPEGEncoder(quality: 90, exif: orientation.exifPayload)
            add("jpeg-exif-orientation-\(orientation.rawValue).jpg", try encoder.encode(stored))
        }

        // WebP.
        add("webp-lossy.webp", try WebP.lossyRGB(rgb, width: width, height: height, quality: 90))
        add("webp-lossless.webp", try WebP.losslessRGB(rgb, width: width, height: height))
        add("webp-lossless-alpha.webp", try WebP.losslessRGBA(interleave {
            isBar[$0] ? [20, 30, 80, 255] : isTopStrip[$0] ? [0, 128, 0, 128] : [0, 0, 0, 0]
        }, width: width, height: height))

        // Netpbm.
        let gray = image.pixels
        add("pgm-p2.pgm", Netpbm.text(magic: "P2", maxValue: 255, width: width, height: height,
                                      samples: gray.map(Int.init)))
        add("pgm-p5.pgm", Netpbm.binary(magic: "P5", maxValue: 255, width: width, height: height,
                                        samples: gray.map(Int.init)))
        add("pgm-p5-16bit.pgm", Netpbm.binary(magic: "P5", maxValue: 65535, width: width, height: height,
                                              samples: gray.map { Int($0) * 257 }))
        add("pgm-comments.pgm", Netpbm.binary(magic: "P5", maxValue: 255, width: width, height: height,
                                              samples: gray.map(Int.init), commented: true))
        add("ppm-p3.ppm", Netpbm.text(magic: "P3", maxValue: 255, width: width, height: height,
                                      samples: rgb.map(Int.init)))
        add("ppm-p6.ppm", Netpbm.binary(magic: "P6", maxValue: 255, width: width, height: height,
                                        samples: rgb.map(Int.init)))
        return fixtures
    }

    /// The orientation that undoes `orientation`: quarter turns swap, mirrors undo themselves.
    static func inverse(of orientation: EXIFOrientation) -> EXIFOrientation {
        switch orientation {
        case .right: return .left
        case .left: return .right
        default: return orientation
        }
    }
}
