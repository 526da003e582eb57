import BarcodeKit
import Foundation
import RasterKit
import ShelfScan
import ShelfScanTestSupport
import Testing

@Suite("Annotated scans")
struct ScanAnnotationTests {
    /// An ISBN with a price add-on drawn at `origin` on a gray page, and where the symbol is.
    static func page(origin: (x: Int, y: Int)) throws -> (image: GrayImage, symbol: PixelRect) {
        let symbol = try BarcodeRenderer(moduleWidth: 3, barHeight: 120)
            .render(.ean13, digits: "9780306406157", addOn: "51299")
        var page = GrayImage(width: 700, height: 420, fill: 180)
        for y in 0..<symbol.height {
            for x in 0..<symbol.width { page[origin.x + x, origin.y + y] = symbol[x, y] }
        }
        return (page, PixelRect(x: origin.x, y: origin.y, width: symbol.width, height: symbol.height))
    }

    /// The pixels of `canvas` that are not gray.
    static func coloured(_ canvas: RGBCanvas) -> [(x: Int, y: Int)] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).filter { !canvas[$0, y].isGray }.map { ($0, y) } }
    }

    @Test("The label is symbology, digits and add-on")
    func label() throws {
        let (image, _) = try Self.page(origin: (100, 150))
        let code = try #require(BarcodeScanner().scan(image).first)
        #expect(ScanAnnotation.label(for: code) == "EAN-13 \(code.digits) +51299")
        var plain = code
        plain.addOn = nil
        #expect(ScanAnnotation.label(for: plain) == "EAN-13 \(code.digits)")
    }

    @Test("A box is drawn where the barcode is, a label above it, and nothing else is coloured")
    func boxOnBarcode() throws {
        let (image, symbol) = try Self.page(origin: (100, 150))
        let codes = BarcodeScanner().scan(image)
        let code = try #require(codes.first)
        let annotation = ScanAnnotation(image: image, barcodes: codes)
        let canvas = annotation.rendered()
        #expect(canvas.width == image.width && canvas.height == image.height)

        let box = annotation.box(for: code)
        #expect(box.contains(x: symbol.x + symbol.width / 2, y: symbol.y + symbol.height / 2))
        let edges = [(box.x, box.y + box.height / 2), (box.maxX - 1, box.y + box.height / 2),
                     (box.x + box.width / 2, box.y), (box.x + box.width / 2, box.maxY - 1)]
        for (x, y) in edges {
            #expect(canvas[x, y] == annotation.markColour, "edge pixel \(x),\(y)")
        }
        #expect(symbol.expanded(by: 4 * annotation.lineThickness).contains(x: box.x, y: box.y))
        #expect(symbol.expanded(by: 4 * annotation.lineThickness).contains(x: box.maxX - 1, y: box.maxY - 1))

        let labelSize = BitmapFont.size(of: ScanAnnotation.label(for: code), scale: annotation.textScale)
        let label = PixelRect(x: box.x, y: box.y - labelSize.height - 2 * annotation.textScale,
                              width: labelSize.width + 2 * annotation.textScale,
                              height: labelSize.height + 2 * annotation.textScale)
        let stray = Self.coloured(canvas)
            .filter { !box.contains(x: $0.x, y: $0.y) && !label.contains(x: $0.x, y: $0.y) }
        #expect(stray.isEmpty)
        #expect(canvas[label.x, label.y] == annotation.markColour)
        #expect(canvas[5, 5] == RGBColour(gray: image[5, 5]))
    }

    @Test("A photo without codes is drawn in plain gray")
    func noCode() {
        let image = GrayImage(width: 64, height: 48, fill: 123)
        let canvas = ScanAnnotation(image: image, barcodes: []).rendered()
        #expect(canvas == RGBCanvas(image))
    }

    @Test("Text grows with the photo: one font pixel per 250 pixels of the shorter side")
    func scale() {
        #expect(ScanAnnotation(image: GrayImage(width: 320, height: 240), barcodes: []).textScale == 1)
        #expect(ScanAnnotation(image: GrayImage(width: 4000, height: 3000), barcodes: []).textScale == 12)
        #expect(ScanAnnotation(image: GrayImage(width: 40, height: 4000), barcodes: []).textScale == 1)
    }

    @Test("Boxes are in the coordinates of the photo as decoded, EXIF orientation applied")
    func orientation() throws {
        let path = TestPaths.testImages.appendingPathComponent("formats/jpeg-exif-orientation-6.jpg").path
        var delivered: [(scan: PhotoScan, canvas: RGBCanvas?)] = []
        PhotoScanner().scan(paths: [path], jobs: 1, process: { _, scan, image in
            image.map { ScanAnnotation(image: $0, barcodes: scan.barcodes).rendered() }
        }) { _, scan, canvas in
            delivered.append((scan, canvas))
        }
        let code = try #require(delivered.first?.scan.barcodes.first)
        let canvas = try #require(delivered.first?.canvas)
        #expect(canvas.width == 300 && canvas.height == 120)
        #expect(code.bounds.width > code.bounds.height)
        #expect(code.bounds.maxX < 300 && code.bounds.maxY < 120)
        let row = code.bounds.y + code.bounds.height / 2
        let across = (code.bounds.x...code.bounds.maxX).map { canvas[$0, row].red }
        #expect(across.contains { $0 < 80 } && across.contains { $0 > 170 })
    }
}
