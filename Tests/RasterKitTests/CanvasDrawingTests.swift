import RasterKit
import Testing

@Suite("Drawing on an RGB canvas")
struct CanvasDrawingTests {
    static let mark = RGBColour(red: 255, green: 0, blue: 200)

    /// The pixels of `canvas` that are not `background`, as a set of (x, y) keys.
    static func painted(_ canvas: RGBCanvas, background: RGBColour = .black) -> Set<[Int]> {
        var found: Set<[Int]> = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y] != background { found.insert([x, y]) }
        }
        return found
    }

    @Test("A gray image becomes equal gray samples, row padding dropped")
    func fromGray() throws {
        let image = try #require(GrayImage(width: 3, height: 2, bytesPerRow: 4, pixels: [0, 100, 255, 9, 7, 8, 9]))
        let canvas = RGBCanvas(image)
        #expect(canvas.width == 3 && canvas.height == 2)
        #expect(canvas.samples == [0, 0, 0, 100, 100, 100, 255, 255, 255, 7, 7, 7, 8, 8, 8, 9, 9, 9])
    }

    @Test("An outline sets exactly the pixels within its thickness of the rectangle's edges")
    func outline() {
        var canvas = RGBCanvas(width: 40, height: 30)
        let box = PixelRect(x: 5, y: 6, width: 20, height: 12)
        canvas.outline(box, thickness: 2, colour: Self.mark)
        let inner = box.expanded(by: -2)
        for y in 0..<30 {
            for x in 0..<40 {
                let onLine = box.contains(x: x, y: y) && !inner.contains(x: x, y: y)
                #expect(canvas[x, y] == (onLine ? Self.mark : .black), "pixel \(x),\(y)")
            }
        }
    }

    @Test("Filling and outlining clip at the edges")
    func clipping() {
        var canvas = RGBCanvas(width: 20, height: 20)
        canvas.fill(PixelRect(x: -5, y: -5, width: 10, height: 10), with: .white)
        canvas.fill(PixelRect(x: 25, y: 3, width: 10, height: 10), with: .white)
        canvas.fill(PixelRect(x: 3, y: -30, width: 10, height: 10), with: .white)
        #expect(Self.painted(canvas) == Set((0..<5).flatMap { x in (0..<5).map { [x, $0] } }))

        var framed = RGBCanvas(width: 20, height: 20)
        framed.outline(PixelRect(x: -1, y: 5, width: 40, height: 10), thickness: 3, colour: .white)
        let left = (5..<15).flatMap { y in (0..<2).map { [$0, y] } }
        let top = (0..<20).flatMap { x in (5..<8).map { [x, $0] } }
        let bottom = (0..<20).flatMap { x in (12..<15).map { [x, $0] } }
        #expect(Self.painted(framed) == Set(left + top + bottom))
    }

    @Test("Every glyph has seven rows of five bits; lower case draws as capitals")
    func glyphs() {
        #expect(BitmapFont.characters.isSuperset(of: Set("0123456789+- ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        for character in BitmapFont.characters {
            let rows = BitmapFont.rows(of: character)
            #expect(rows.count == BitmapFont.glyphHeight, "\(character)")
            #expect(rows.allSatisfy { $0 < 1 << BitmapFont.glyphWidth }, "\(character)")
            #expect(character == " " || rows.contains { $0 != 0 }, "\(character) is blank")
        }
        let distinct = Set(BitmapFont.characters.map { BitmapFont.rows(of: $0) })
        #expect(distinct.count == BitmapFont.characters.count)
        #expect(BitmapFont.rows(of: "n") == BitmapFont.rows(of: "N"))
        #expect(BitmapFont.rows(of: "€") == BitmapFont.rows(of: "?"))
    }

    @Test("A glyph paints its bits scaled, inside its cell", arguments: [1, 2, 5])
    func glyph(scale: Int) {
        var canvas = RGBCanvas(width: 60, height: 60)
        canvas.draw("8", x: 10, y: 12, scale: scale, colour: .white)
        let bits = BitmapFont.rows(of: "8").map { $0.nonzeroBitCount }.reduce(0, +)
        let painted = Self.painted(canvas)
        #expect(painted.count == bits * scale * scale)
        let cell = PixelRect(x: 10, y: 12, width: 5 * scale, height: 7 * scale)
        #expect(painted.allSatisfy { cell.contains(x: $0[0], y: $0[1]) })
    }

    @Test("Text fills exactly the size the font reports")
    func textSize() {
        let text = "EAN-13 9780306406157 +51299"
        let size = BitmapFont.size(of: text, scale: 3)
        #expect(size.width == (text.count * 6 - 1) * 3 && size.height == 21)
        var canvas = RGBCanvas(width: 600, height: 40)
        canvas.draw(text, x: 4, y: 9, scale: 3, colour: .white)
        let painted = Self.painted(canvas)
        #expect(painted.map { $0[0] }.min() == 4 && painted.map { $0[0] }.max() == 4 + size.width - 1)
        #expect(painted.map { $0[1] }.min() == 9 && painted.map { $0[1] }.max() == 9 + size.height - 1)
    }

    @Test("Text crossing an edge draws the part inside, the same as on a larger canvas")
    func textClipping() {
        var small = RGBCanvas(width: 12, height: 12)
        small.draw("4+7", x: 7, y: -3, scale: 2, colour: .white)
        var large = RGBCanvas(width: 60, height: 60)
        large.draw("4+7", x: 7 + 20, y: -3 + 20, scale: 2, colour: .white)
        let expected = Set(Self.painted(large).map { [$0[0] - 20, $0[1] - 20] }
            .filter { (0..<12).contains($0[0]) && (0..<12).contains($0[1]) })
        #expect(!expected.isEmpty)
        #expect(Self.painted(small) == expected)
    }

    @Test("A label sits above its box, below it at the top edge, inside it when neither fits")
    func labelPlacement() {
        var canvas = RGBCanvas(width: 200, height: 100)
        let middle = PixelRect(x: 50, y: 40, width: 60, height: 20)
        let above = canvas.label("EAN-8", marking: middle, scale: 1, textColour: .white, background: Self.mark)
        #expect(above == PixelRect(x: 50, y: 31, width: 31, height: 9))
        #expect(canvas[above.x, above.y] == Self.mark)
        let textPixels = (above.y..<above.maxY).flatMap { y in (above.x..<above.maxX).map { canvas[$0, y] } }
        #expect(textPixels.contains(.white))

        let top = PixelRect(x: 185, y: 2, width: 10, height: 10)
        let below = canvas.label("UPC-A", marking: top, scale: 1, textColour: .white, background: Self.mark)
        #expect(below.y == top.maxY && below.maxX == 200)

        let whole = PixelRect(x: -4, y: -4, width: 208, height: 108)
        let inside = canvas.label("ISBN", marking: whole, scale: 2, textColour: .white, background: Self.mark)
        #expect(inside.x == 0 && inside.y == 0)
    }

    @Test("An RGB canvas encodes as an RGB PNG that decodes to its luma")
    func pngRoundTrip() throws {
        var canvas = RGBCanvas(GrayImage(width: 30, height: 20, fill: 90))
        let colours = [RGBColour(red: 255, green: 0, blue: 0), RGBColour(red: 0, green: 255, blue: 0),
                       RGBColour(red: 0, green: 0, blue: 255), Self.mark]
        for (index, colour) in colours.enumerated() {
            canvas.fill(PixelRect(x: index * 7, y: 2, width: 5, height: 5), with: colour)
        }
        canvas.draw("13", x: 2, y: 10, scale: 1, colour: .white)
        let png = try PNGEncoder().encode(canvas)
        let header = try #require(PNGEncoderTests.header(png))
        #expect(header.width == 30 && header.height == 20 && header.colorType == 2)

        let gray = try ImageDecoder().decode(png)
        #expect(gray.width == 30 && gray.height == 20)
        for y in 0..<20 {
            for x in 0..<30 {
                let colour = canvas[x, y]
                let luma = 0.299 * Double(colour.red) + 0.587 * Double(colour.green) + 0.114 * Double(colour.blue)
                #expect(abs(Double(gray[x, y]) - luma) <= 0.5 + 1e-9, "pixel \(x),\(y)")
            }
        }
        #expect(gray[0, 0] == 90)
    }
}
