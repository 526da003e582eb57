import BarcodeKit
import Foundation
import LendingKit
import RasterKit

/// The printable picture of a ShelfScan label: the label's EAN-13 with its digits, and under it the
/// book's title and id, so the sticker says which book it belongs on.
///
/// At the default 4 pixels per module the bars are 380 pixels wide: printed at 300 dpi that is
/// 32 mm, GS1's nominal EAN-13 size (0.33 mm modules), which any phone or webcam reads.
/// The title is drawn in the built-in 5×7 font: accents are dropped and letters made capitals, a
/// character the font lacks becomes `?`, and a title too long for two lines ends in `...`.
///
/// ```swift
/// let png = try BookLabelPicture(label: book.label!, title: book.title, bookID: book.id).png()
/// ```
public struct BookLabelPicture: Sendable {
    /// The label drawn.
    public let label: BookLabel
    /// The title written under it.
    public let title: String
    /// The book id written under the title.
    public let bookID: Int64
    /// Pixels per module of the bars; the text scales with it.
    public let moduleWidth: Int

    /// A picture of `label` for book `bookID` titled `title`, `moduleWidth` (1 to 20) pixels per module.
    public init(label: BookLabel, title: String, bookID: Int64, moduleWidth: Int = 4) {
        self.label = label
        self.title = title
        self.bookID = bookID
        self.moduleWidth = min(max(moduleWidth, 1), 20)
    }

    /// The picture, white with black bars and text.
    public func render() throws(BarcodeRenderError) -> RGBCanvas {
        let bars = try BarcodeRenderer(moduleWidth: moduleWidth, barHeight: 50 * moduleWidth,
                                       verticalMargin: 4 * moduleWidth).render(.ean13, digits: label.digits)
        let digitScale = max(1, moduleWidth * 3 / 4), textScale = max(1, moduleWidth / 2)
        let lineHeight = (BitmapFont.glyphHeight + 3) * textScale
        let lines = Self.lines(of: title, fitting: bars.width / (BitmapFont.advance * textScale)) + ["BOOK \(bookID)"]
        let digitsTop = bars.height + moduleWidth
        let textTop = digitsTop + (BitmapFont.glyphHeight + 4) * digitScale
        var canvas = RGBCanvas(width: bars.width, height: textTop + lines.count * lineHeight + 2 * moduleWidth,
                               fill: .white)
        for y in 0..<bars.height {
            for x in 0..<bars.width { canvas[x, y] = RGBColour(gray: bars[x, y]) }
        }
        canvas.drawCentred(label.digits, top: digitsTop, scale: digitScale)
        for (index, line) in lines.enumerated() {
            canvas.drawCentred(line, top: textTop + index * lineHeight, scale: textScale)
        }
        return canvas
    }

    /// The picture as PNG bytes.
    public func png() throws -> [UInt8] {
        try PNGEncoder().encode(render())
    }

    /// `title` in the font's characters, in lines of at most `width` characters broken between
    /// words (a word longer than a line is cut); past two lines the second ends in `...`.
    static func lines(of title: String, fitting width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in printable(title).split(separator: " ") {
            var word = Substring(word)
            while !word.isEmpty {
                let joined = current.isEmpty ? String(word) : current + " " + word
                if joined.count <= width {
                    current = joined
                    word = ""
                } else if current.isEmpty {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                } else {
                    lines.append(current)
                    current = ""
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > 2 else { return lines }
        return [lines[0], String(lines[1].prefix(max(0, width - 3))) + "..."]
    }

    /// `title` without accents, in capitals, with every character the font lacks as `?`.
    private static func printable(_ title: String) -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US"))
            .uppercased()
        return String(folded.map { BitmapFont.characters.contains($0) ? $0 : "?" })
    }
}

extension RGBCanvas {
    /// Draws `text` in black, centred across the canvas, its top at `top`.
    fileprivate mutating func drawCentred(_ text: String, top: Int, scale: Int) {
        let size = BitmapFont.size(of: text, scale: scale)
        draw(text, x: max(0, (width - size.width) / 2), y: top, scale: scale, colour: .black)
    }
}
